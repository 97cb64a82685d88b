/** What a 404 on a write means in front of Unleash open source, which has development and production only. */
export const paidEditionOnly = 'Not available on this service: Unleash open source keeps its environments as they are (making, retyping and deleting them is in its paid edition).';
