/** The AWS control endpoints the gateway stands in for need signed calls in the cloud; locally only this machine may use them. */
export const isLoopback = (address: string | undefined): boolean =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
