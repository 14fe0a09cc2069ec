import { TopBanner } from "../content/TopBanner";

export function PlaceholderPage({ pageName, text }: { pageName: string; text: string }) {
  return (
    <>
      <TopBanner pageName={pageName} />
      <section className="container page-section">
        <p className="lead">{text}</p>
      </section>
    </>
  );
}
