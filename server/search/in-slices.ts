/**
 * Runs `step` again and again in the background, in slices of at most `sliceMs` per event-loop
 * iteration, until it returns false or the returned function is called: start-up does not wait,
 * and requests are served between slices. A step that throws is skipped (its work is done again
 * on first use); a background task never takes the process down.
 */
export function inSlices(step: () => boolean, sliceMs = 5): () => void {
  let stopped = false;
  const slice = () => {
    const until = performance.now() + sliceMs;
    while (!stopped) {
      let more = true;
      try {
        more = step();
      } catch {
        // the work of this step is done on first use instead
      }
      if (!more) return;
      if (performance.now() >= until) return void setImmediate(slice);
    }
  };
  setImmediate(slice);
  return () => {
    stopped = true;
  };
}
