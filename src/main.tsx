/** The composition root: worker -> client -> store -> <App/>. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore } from './store/app-store.ts';
import { AppStoreProvider } from './store/app-store-provider.tsx';
import { App } from './ui/shell/app.tsx';
import { swapInBitmapFaces } from './ui/tiles/tile-bitmaps.ts';
import { createEngineClient } from './worker/engine-client.ts';

const store = createAppStore(createEngineClient());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* A press waits up to 40 ms for its answer so hand and table are drawn in one frame. */}
    <AppStoreProvider store={store} holdForAnswerMs={40}>
      <App />
    </AppStoreProvider>
  </StrictMode>,
);

// Once the first table is up, swap the SVG tile faces for bitmaps (cheaper to draw by the hundred).
setTimeout(() => void swapInBitmapFaces(), 300);
