import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './index.css';

// Zod would probe for eval (new Function) to compile faster parsers; the CSP forbids eval, and says so in the console.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
