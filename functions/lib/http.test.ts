import { apiEvent } from '../../test/support/events';
import { viewerAddress } from './http';

describe('the viewer address used by per-source rate limits', () => {
  it('is the connection address when no CDN is in front (the local stack)', () => {
    expect(viewerAddress(apiEvent({ sourceIp: '192.0.2.7' }))).toBe('192.0.2.7');
  });

  it('is the viewer behind CloudFront, not the edge server', () => {
    const event = apiEvent({
      sourceIp: '130.176.1.1',
      headers: { 'cloudfront-viewer-address': '198.51.100.4:50312' },
    });
    expect(viewerAddress(event)).toBe('198.51.100.4');
  });

  it('keeps an IPv6 viewer address whole', () => {
    const event = apiEvent({ headers: { 'cloudfront-viewer-address': '2001:db8::17:443' } });
    expect(viewerAddress(event)).toBe('2001:db8::17');
  });
});
