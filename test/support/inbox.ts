/** Reads mail from the local SES store, as a learner reads their inbox. */
interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/**
 * When this test file began (epoch seconds, as the store dates mail): the store holds every file's
 * mail of the run, and a poll that fetched it all would grow slower as the run goes on. A test file
 * reads only mail its own tests caused, to addresses of its own.
 */
const FILE_STARTED = Math.floor(Date.now() / 1000) - 1;

/** The mail stored since this test file began, oldest first. */
export async function storedMails<Mail = StoredMail>(): Promise<Mail[]> {
  const response = await fetch(`${process.env.SES_ENDPOINT}/store?since=${FILE_STARTED}`);
  return ((await response.json()) as { emails: Mail[] }).emails;
}

export async function mailsTo(address: string): Promise<StoredMail[]> {
  return (await storedMails()).filter((mail) =>
    mail.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())),
  );
}

/** The path of the newest link in mail to `address` that matches `pattern` (e.g. /\/users\/[^/]+\/verify\/[^/\s]+/). */
export async function latestLink(address: string, pattern: RegExp): Promise<string> {
  const mails = await mailsTo(address);
  for (const mail of mails.reverse()) {
    const match = pattern.exec(mail.body.text ?? '');
    if (match) return match[0];
  }
  throw new Error(`No mail to ${address} with a link like ${pattern}`);
}

/** `latestLink`, waiting up to `ms` for the mail: it can land a moment after the form's answer. */
export async function awaitedLink(address: string, pattern: RegExp, ms = 15_000): Promise<string> {
  const giveUp = Date.now() + ms;
  for (;;) {
    try {
      return await latestLink(address, pattern);
    } catch (error) {
      if (Date.now() > giveUp) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export const VERIFY_LINK = /\/users\/([A-Za-z0-9_-]+)\/verify\/([A-Za-z0-9_-]+)/;
export const RESET_LINK = /\/users\/([A-Za-z0-9_-]+)\/reset\/([A-Za-z0-9_-]+)/;

/** `{ id, token }` of the newest verification or reset link mailed to `address`. */
export async function linkParams(address: string, pattern: RegExp): Promise<{ id: string; token: string }> {
  const [, id, token] = pattern.exec(await latestLink(address, pattern))!;
  return { id: id!, token: token! };
}
