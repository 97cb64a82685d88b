/** The weight maths live in the contract, so the console computes the shares the service stores. */
export { normaliseWeights, totalWeight } from '../../contract/variantWeights';
