import { describe, expect, it } from 'vitest';
import { nextPosition, type GridShape } from './gridNavigation';

// 1 header row + 20 flags; columns: name, development, production (a switch and a change request mark), type.
const shape: GridShape = { rows: 21, columns: 4, pageRows: 10, itemsAt: (column) => (column === 2 ? 2 : 1) };
const at = (row: number, column: number, item = 0) => ({ row, column, item });
const move = (key: string, from: ReturnType<typeof at>, ctrl = false) => nextPosition(key, ctrl, from, shape);

describe('moving in the flag grid', () => {
  it('arrows move one cell, and stop at the edges', () => {
    expect(move('ArrowDown', at(1, 1))).toEqual(at(2, 1));
    expect(move('ArrowUp', at(1, 1))).toEqual(at(0, 1));
    expect(move('ArrowUp', at(0, 1))).toEqual(at(0, 1));
    expect(move('ArrowDown', at(20, 1))).toEqual(at(20, 1));
    expect(move('ArrowRight', at(3, 0))).toEqual(at(3, 1));
    expect(move('ArrowLeft', at(3, 0))).toEqual(at(3, 0));
    expect(move('ArrowRight', at(3, 3))).toEqual(at(3, 3));
  });

  it('the sixth flag\'s production switch is five down and two right of the first flag\'s name', () => {
    let position = at(1, 0);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight']) position = move(key, position)!;
    expect(position).toEqual(at(6, 2));
  });

  it('crosses a cell\'s controls one by one, and comes back to the last of them', () => {
    expect(move('ArrowRight', at(4, 2))).toEqual(at(4, 2, 1));
    expect(move('ArrowRight', at(4, 2, 1))).toEqual(at(4, 3));
    expect(move('ArrowLeft', at(4, 3))).toEqual(at(4, 2, 1));
    expect(move('ArrowLeft', at(4, 2, 1))).toEqual(at(4, 2));
    // Up and down land on a cell's first control.
    expect(move('ArrowDown', at(4, 2, 1))).toEqual(at(5, 2));
  });

  it('Home and End go to the ends of the row, with Ctrl to the ends of the grid', () => {
    expect(move('Home', at(7, 3))).toEqual(at(7, 0));
    expect(move('End', at(7, 0))).toEqual(at(7, 3));
    expect(move('Home', at(7, 3), true)).toEqual(at(0, 0));
    expect(move('End', at(7, 0), true)).toEqual(at(20, 3));
  });

  it('Page Down and Page Up move a page of rows', () => {
    expect(move('PageDown', at(1, 2))).toEqual(at(11, 2));
    expect(move('PageDown', at(15, 2))).toEqual(at(20, 2));
    expect(move('PageUp', at(5, 2))).toEqual(at(0, 2));
  });

  it('leaves every other key to the control: Space and Enter press the switch', () => {
    expect(move(' ', at(1, 1))).toBeUndefined();
    expect(move('Enter', at(1, 1))).toBeUndefined();
    expect(move('a', at(1, 1))).toBeUndefined();
  });
});
