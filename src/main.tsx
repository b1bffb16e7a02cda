/** The composition root: worker -> client -> store -> <App/>. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from './store/app-store.ts';
import { AppStoreProvider } from './store/app-store-provider.tsx';
import { App } from './ui/app.tsx';
import { createEngineClient } from './worker/engine-client.ts';
import './ui/app.css';

const store = createAppStore(createEngineClient());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppStoreProvider store={store}>
      <App />
    </AppStoreProvider>
  </StrictMode>,
);
