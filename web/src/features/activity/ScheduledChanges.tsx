export function ScheduledPage() {
  return <p>Scheduled</p>;
}
