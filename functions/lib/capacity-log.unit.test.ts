import { unitsOf } from './capacity-log';

describe('the consumed capacity of one call', () => {
  it('counts a read operation’s units as reads and a write’s as writes', () => {
    expect(unitsOf('Query', { CapacityUnits: 0.5 })).toEqual({ op: 'Query', read: 0.5, write: 0 });
    expect(unitsOf('UpdateItem', { CapacityUnits: 2 })).toEqual({ op: 'UpdateItem', read: 0, write: 2 });
  });

  it('adds up the tables of a batch and keeps split read and write units apart', () => {
    expect(
      unitsOf('TransactWriteItems', [
        { CapacityUnits: 3, ReadCapacityUnits: 1, WriteCapacityUnits: 2 },
        { CapacityUnits: 4, WriteCapacityUnits: 4 },
      ]),
    ).toEqual({ op: 'TransactWriteItems', read: 1, write: 6 });
  });

  it('counts nothing when the answer reports no capacity', () => {
    expect(unitsOf('GetItem', undefined)).toEqual({ op: 'GetItem', read: 0, write: 0 });
  });
});
