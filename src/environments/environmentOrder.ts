/**
 * The places of every environment once one moves up or down by one: `{name: place}` for Unleash's
 * `PUT /api/admin/environments/sort-order`, numbered in tens so a later one can go between.
 */
export function movedOrder(names: readonly string[], name: string, by: -1 | 1): Record<string, number> | undefined {
  const from = names.indexOf(name);
  const to = from + by;
  if (from < 0 || to < 0 || to >= names.length) return undefined;
  const order = [...names];
  order.splice(from, 1);
  order.splice(to, 0, name);
  return Object.fromEntries(order.map((environment, index) => [environment, (index + 1) * 10]));
}
