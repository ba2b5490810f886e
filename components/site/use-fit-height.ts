import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

/**
 * The height a scrolling box gets from the window: the room below its top, but never less than
 * `least` (nor more than the window less a margin), and never more than its content `most`
 * needs. Recomputed when the window changes size or the content's height does.
 */
export function useFitHeight(
  box: RefObject<HTMLElement | null>,
  least: number,
  most: number,
  fixed?: number,
): number {
  const margin = 16;
  const [fit, setFit] = useState(fixed ?? least);
  useLayoutEffect(() => {
    if (fixed !== undefined) return;
    const measure = () => {
      const el = box.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      const room = window.innerHeight - top - margin;
      const wanted = Math.max(room, Math.min(least, window.innerHeight - 2 * margin));
      setFit(Math.max(120, Math.min(most, wanted)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [box, least, most, fixed]);
  return fixed ?? fit;
}
