import { HttpResponse, http, type RequestHandler } from 'msw';
import { getAddress } from 'viem';
import { chains, isValidAddress } from '../core/chains';
import type { UserRewards } from '../core/userRewards';
import { expressHeaders, JSON_TYPE, jsonResponse } from './responses';
import type { MockServiceName } from './serviceTypes';

/** The rewards API's body for a failure on its side (500). */
export const REWARDS_SERVER_ERROR = { error: 'Failed to fetch user rewards data' };

/** Escapes text for an HTML page. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Express's answer to a path or method without a route. */
function expressNotFound(method: string, path: string): Response {
  const body = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${escapeHtml(method)} ${escapeHtml(path)}</pre>\n</body>\n</html>\n`;
  return new HttpResponse(method === 'HEAD' ? null : body, {
    status: 404,
    headers: {
      ...expressHeaders,
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/html; charset=utf-8',
    },
  });
}

/** Express answers OPTIONS on a GET route itself, without CORS headers. */
function expressOptions(): Response {
  return new HttpResponse('GET,HEAD', {
    status: 200,
    headers: { ...expressHeaders, Allow: 'GET,HEAD', 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/** Answers one request of a service, logging it and applying faults (`createMockService`'s `respond`). */
export type Respond = (service: MockServiceName, request: Request, produce: () => Response) => Promise<Response>;

/** The rewards API (an Express app) at `rewardsUrl`, answering from `data.rewards` as it is at each request. */
export function rewardsHandlers(
  rewardsUrl: string,
  data: { rewards: UserRewards[] },
  respond: Respond,
): RequestHandler[] {
  function rewardsPath(request: Request): string {
    const url = new URL(request.url);
    const prefix = /^https?:/.test(rewardsUrl) ? new URL(rewardsUrl).pathname.replace(/\/+$/, '') : rewardsUrl;
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname;
    return `${path}${url.search}`;
  }

  function rewardsResponse(request: Request, chainParam: string, userParam: string): Response {
    const method = request.method;
    if (method === 'OPTIONS') return expressOptions();
    if (method !== 'GET' && method !== 'HEAD') return expressNotFound(method, rewardsPath(request));
    const reply = (status: number, body: unknown) =>
      method === 'HEAD'
        ? new HttpResponse(null, { status, headers: { ...expressHeaders, 'Content-Type': JSON_TYPE } })
        : jsonResponse(status, body, expressHeaders);
    try {
      const chain = chainParam.toLowerCase();
      if (chain !== 'mode' && chain !== 'base') {
        return reply(400, { error: 'Invalid chain. Supported chains are: mode, base' });
      }
      const user = userParam.toLowerCase();
      const records = data.rewards.filter((record) => record.chain === chain && record.user.toLowerCase() === user);
      const totalRewards = records.reduce((sum, record) => sum + BigInt(record.totalRewards), 0n).toString();
      const ionTokenAddress = getAddress(records[0]?.ionTokenAddress ?? chains[chain].ionTokenAddress);
      return reply(200, { chain, user, totalRewards, ionTokenAddress });
    } catch {
      return reply(500, REWARDS_SERVER_ERROR);
    }
  }

  const param = (value: string | readonly string[] | undefined) =>
    Array.isArray(value) ? value.join('/') : String(value ?? '');

  return [
    http.all(`${rewardsUrl}/api/rewards/:chain/:user`, ({ request, params }) =>
      respond('rewards', request, () => rewardsResponse(request, param(params.chain), param(params.user))),
    ),
    http.all(`${rewardsUrl}/`, ({ request }) =>
      respond('rewards', request, () => {
        if (request.method === 'OPTIONS') return expressOptions();
        if (request.method !== 'GET' && request.method !== 'HEAD')
          return expressNotFound(request.method, rewardsPath(request));
        return request.method === 'HEAD'
          ? new HttpResponse(null, { status: 200, headers: { ...expressHeaders, 'Content-Type': JSON_TYPE } })
          : jsonResponse(200, { status: 'healthy' }, expressHeaders);
      }),
    ),
    http.all(`${rewardsUrl}/*`, ({ request }) =>
      respond('rewards', request, () => expressNotFound(request.method, rewardsPath(request))),
    ),
  ];
}

/** Refuses a rewards record the service could not sum (a typo would answer a wrong total or a 500 on every read). */
export function checkRewardsRecord(record: UserRewards, index: number): void {
  const { chain, user, totalRewards } = record ?? {};
  if (
    (chain !== 'mode' && chain !== 'base') ||
    !isValidAddress(user) ||
    typeof totalRewards !== 'string' ||
    !/^\d+$/.test(totalRewards)
  ) {
    throw new TypeError(
      `rewards[${index}] must have chain 'mode' or 'base', a wallet address and totalRewards as a decimal integer string.`,
    );
  }
}
