import 'apy-rewards-kit/styles.css';
import './theme.css';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Providers } from './providers';
import { SiteHeader } from './SiteHeader';
import { serverEnv } from './serverEnv';

export const metadata = { title: 'ION Markets — apy-rewards-kit on Next.js' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  await headers(); // per request: the services' URLs come from the environment at run time, the nonce per request
  const { apyUrl, anonKey } = serverEnv();
  return (
    <html lang="en">
      <body>
        <Providers apyUrl={apyUrl} anonKey={anonKey}>
          <SiteHeader />
          {children}
        </Providers>
      </body>
    </html>
  );
}
