// Only the styles this page shows: the theme first, then the table's and the badge's parts.
import 'apy-rewards-kit/styles/theme.css';
import 'apy-rewards-kit/styles/table.css';
import 'apy-rewards-kit/styles/badge.css';
import './theme.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApyRewardsProvider } from 'apy-rewards-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadDataSource } from './dataSource';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
const queryClient = new QueryClient();

loadDataSource().then(
  (source) => {
    document.documentElement.dataset.source = source.kind;
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ApyRewardsProvider config={source.config}>
            <App source={source.kind} />
          </ApyRewardsProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <main className="app app__main">
        <h1 className="app__title">Configuration problem</h1>
        <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  },
);
