/**
 * What a screen shows while its code or data loads for longer than the router's pending delay (150 ms): a thin
 * bar along the top that a screen reader announces, so a slow phone is seen to be working rather than stuck.
 */
export function RoutePending() {
  return (
    <main className="route-pending-page" aria-busy="true">
      <div className="route-pending" role="progressbar" aria-label="Loading the screen">
        <span className="route-pending-bar" />
      </div>
    </main>
  );
}
