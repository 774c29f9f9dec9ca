import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useReactFlow } from '@xyflow/react';

/** Fit view never blows a small graph up beyond its real size (the canvas's first fit does the same). */
export const fitViewOptions = { maxZoom: 1, padding: 0.15 } as const;

/**
 * The canvas's view controls (issue 15 item 7): zoom in, zoom out, fit view and auto-layout, as
 * plain buttons so they are reached with Tab and pressed with Enter or Space.
 */
export function CanvasControls({ onAutoLayout, empty }: { onAutoLayout: () => void; empty: boolean }) {
  const t = useT('builder');
  const flow = useReactFlow();
  return (
    <div className="smart-controls" role="toolbar" aria-label={t('smart.view')}>
      <Button size="sm" variant="secondary" onClick={() => void flow.zoomIn()}>
        {t('smart.zoomIn')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void flow.zoomOut()}>
        {t('smart.zoomOut')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void flow.fitView(fitViewOptions)}
        disabled={empty}
      >
        {t('smart.fitView')}
      </Button>
      <Button size="sm" variant="secondary" onClick={onAutoLayout} disabled={empty}>
        {t('smart.autoLayout')}
      </Button>
    </div>
  );
}
