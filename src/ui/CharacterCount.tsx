
const number = new Intl.NumberFormat('en');

/**
 * How much of a bounded field is used. Over the bound, by how much: the field keeps what was
 * typed or pasted (a cut would lose the end unseen) and the form refuses it until it fits.
 */
export function characterCountText(length: number, max: number): string {
  const over = length - max;
  if (over > 0) return `${number.format(over)} ${over === 1 ? 'character' : 'characters'} too many: at most ${number.format(max)}`;
  return `${number.format(length)} of ${number.format(max)} characters`;
}

/** Shown under the field, and named by the field's `aria-describedby`, so it is read with it. */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className={length > max ? 'character-count character-count-over' : 'character-count'}>
      {characterCountText(length, max)}
    </p>
  );
}
