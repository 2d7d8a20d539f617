import { sesEventsIn, undeliverableIn } from './ses-events';

const NOW = '2026-05-01T12:00:00.000Z';

describe('reading what SES publishes', () => {
  it('marks every permanently bounced recipient, by its address in lower case, at the bounce time', () => {
    const event = {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [{ emailAddress: 'Ann@Example.com' }, { emailAddress: 'bo@example.com' }],
        timestamp: '2026-05-01T11:59:00.000Z',
      },
    };
    expect(undeliverableIn(event, NOW)).toEqual([
      { address: 'ann@example.com', reason: 'bounce', at: '2026-05-01T11:59:00.000Z' },
      { address: 'bo@example.com', reason: 'bounce', at: '2026-05-01T11:59:00.000Z' },
    ]);
  });

  it.each(['Transient', 'Undetermined'])('leaves a bounce of type %s to SES', (bounceType) => {
    const event = {
      eventType: 'Bounce',
      bounce: { bounceType, bouncedRecipients: [{ emailAddress: 'a@b.c' }] },
    };
    expect(undeliverableIn(event, NOW)).toEqual([]);
  });

  it('reads a complaint, and the notifications of an identity (notificationType) as well', () => {
    const complaint = { complainedRecipients: [{ emailAddress: 'c@example.com' }], timestamp: 'not a time' };
    const expected = [{ address: 'c@example.com', reason: 'complaint', at: NOW }];
    expect(undeliverableIn({ eventType: 'Complaint', complaint }, NOW)).toEqual(expected);
    expect(undeliverableIn({ notificationType: 'Complaint', complaint }, NOW)).toEqual(expected);
  });

  it('ignores deliveries, sends and recipients without an address', () => {
    expect(undeliverableIn({ eventType: 'Delivery' }, NOW)).toEqual([]);
    const odd = { eventType: 'Complaint', complaint: { complainedRecipients: [{}, { emailAddress: 42 }] } };
    expect(undeliverableIn(odd, NOW)).toEqual([]);
  });

  it('counts a record whose message is no JSON object as unreadable, and reads the others', () => {
    const records = [
      { Sns: { Message: '{"eventType":"Bounce"}' } },
      { Sns: { Message: 'not json' } },
      { Sns: { Message: '"a string"' } },
      {},
    ];
    expect(sesEventsIn({ Records: records })).toEqual({ events: [{ eventType: 'Bounce' }], unreadable: 3 });
  });
});
