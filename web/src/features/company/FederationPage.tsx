import { TopBanner } from "../../content/TopBanner";
import { ExternalLink } from "./ExternalLink";
import "./company.css";

export const FEDERATIONS = [
  {
    name: "Wyoming Farm Bureau Federation",
    href: "https://www.wyfb.org/",
    join: "https://www.wyfb.org/join",
    text: "Speaking for Wyoming's farm and ranch families at the capitol since 1919.",
  },
  {
    name: "Colorado Farm Bureau",
    href: "https://coloradofarmbureau.com/",
    join: "https://coloradofarmbureau.com/join/",
    text: "Protecting Colorado agriculture and rural communities through grassroots advocacy.",
  },
];

export default function FederationPage() {
  return (
    <>
      <TopBanner pageName="Federation" />
      <section className="container page-section" aria-labelledby="federation-intro">
        <h2 id="federation-intro">Stronger together</h2>
        <p className="lead">
          Our company was founded by farm families, and we still stand with the state federations that advocate for agriculture.
          Membership supports policy work on water, property rights and rural roads, and brings member benefits too.
        </p>
      </section>
      <section className="company-section soft" aria-labelledby="federation-states">
        <div className="container page-section">
          <h2 id="federation-states">State federations</h2>
          <ul className="card-grid">
            {FEDERATIONS.map((f) => (
              <li key={f.name} className="card federation-card">
                <h3>
                  <ExternalLink href={f.href}>{f.name}</ExternalLink>
                </h3>
                <p>{f.text}</p>
                <p>
                  <ExternalLink href={f.join} className="btn btn-small">
                    Join {f.name}
                  </ExternalLink>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
