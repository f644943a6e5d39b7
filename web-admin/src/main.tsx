import './lib/zod-jitless';
import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAdminRouter } from './app/router';
import { restoreSession } from './features/auth/store/auth-store';
import { createQueryClient } from './lib/query-client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

void restoreSession();

createRoot(rootElement).render(
  <StrictMode>
    <App router={createAdminRouter()} queryClient={createQueryClient()} />
  </StrictMode>,
);
