/** A count and its unit, singular for one: "1 vote", "3 votes". */
export const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
