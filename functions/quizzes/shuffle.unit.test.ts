import crypto from 'node:crypto';
import { shuffled } from './shuffle';

/** A random source that plays back `draws`, recording the bound of each draw. */
function playing(draws: number[]) {
  const bounds: number[] = [];
  const below = (max: number) => {
    bounds.push(max);
    return draws.shift()!;
  };
  return { below, bounds };
}

describe('shuffling a question’s options', () => {
  it('reaches every order exactly once over every sequence of draws, so each is equally likely', () => {
    const orders: string[] = [];
    for (let first = 0; first < 3; first++)
      for (let second = 0; second < 2; second++) {
        const { below, bounds } = playing([first, second]);
        orders.push(shuffled(['a', 'b', 'c'], below).join(''));
        expect(bounds).toEqual([3, 2]);
      }
    expect([...orders].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
  });

  it('returns a copy and leaves the written order alone', () => {
    const options = ['o1', 'o2', 'o3', 'o4'];
    expect(shuffled(options, playing([0, 0, 0]).below)).toEqual(['o2', 'o3', 'o4', 'o1']);
    expect(options).toEqual(['o1', 'o2', 'o3', 'o4']);
  });

  it('draws from node:crypto, never Math.random', () => {
    const draw = jest.spyOn(crypto, 'randomInt');
    const random = jest.spyOn(Math, 'random');
    const six = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'];
    expect([...shuffled(six)].sort()).toEqual(six);
    expect(draw.mock.calls.map(([max]) => max)).toEqual([6, 5, 4, 3, 2]);
    expect(random).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });
});
