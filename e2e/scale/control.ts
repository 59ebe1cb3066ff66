// The cluster's control endpoint (cluster.ts), as the tests use it: the mails its SMTP receiver got,
// and stopping and starting Redis or a back-office instance.
import { type APIRequestContext, expect } from '@playwright/test';

import { CLUSTER } from './cluster-ports';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export async function receivedMails(request: APIRequestContext): Promise<ReceivedMail[]> {
  const response = await request.get(`${CLUSTER.controlUrl}/mails`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ReceivedMail[];
}

/** Waits until the mails to `address` that `match` number `count`, and answers them. */
export async function mailsTo(
  request: APIRequestContext,
  address: string,
  count: number,
  match: (mail: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail[]> {
  const mine = async () =>
    (await receivedMails(request)).filter(
      (mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && match(mail),
    );
  await expect
    .poll(async () => (await mine()).length, { timeout: 60_000, intervals: [250] })
    .toBeGreaterThanOrEqual(count);
  return mine();
}

/** Asks the cluster to `action` Redis or a back-office instance; answers once done. */
export async function clusterAction(
  request: APIRequestContext,
  target: 'redis' | 'backoffice/1' | 'backoffice/2',
  action: 'stop' | 'start' | 'kill',
): Promise<void> {
  const response = await request.post(`${CLUSTER.controlUrl}/${target}/${action}`, { timeout: 90_000 });
  expect(response.status(), await response.text()).toBe(200);
}
