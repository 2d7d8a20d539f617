/** The cost of a login: bcrypt at the configured cost factor, alone and through the whole stack. */
import bcrypt from 'bcryptjs';
import { median, round } from './stats';

export interface LoginFigure {
  bcryptCost: number;
  bcryptCompareMsMedian: number;
  loginRequestMsMedian: number;
}

export async function measureLogin(
  appUrl: string,
  email: string,
  password: string,
  runs = 7,
): Promise<LoginFigure> {
  const cost = Number(process.env.BCRYPT_COST ?? 10);
  const hash = await bcrypt.hash(password, cost);
  const compare: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await bcrypt.compare(password, hash);
    compare.push(performance.now() - t);
  }
  const requests: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const response = await fetch(`${appUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ email, password }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    requests.push(performance.now() - t);
  }
  return {
    bcryptCost: cost,
    bcryptCompareMsMedian: round(median(compare)),
    loginRequestMsMedian: round(median(requests)),
  };
}
