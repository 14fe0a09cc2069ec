import { Link } from "@tanstack/react-router";
import { usePageTitle } from "../lib/use-page-title";

const PRODUCTS = [
  { title: "Auto Insurance", to: "/360/auto-insurance", text: "From the county road to the interstate." },
  { title: "Home Insurance", to: "/360/home-insurance", text: "For the house in town and the homestead." },
  { title: "Farm & Ranch Insurance", to: "/360/farm-&-ranch-insurance", text: "Livestock, equipment, barns and acreage." },
  { title: "Business Insurance", to: "/360/business-insurance", text: "For the shops that keep our towns running." },
  { title: "Life Insurance", to: "/360/life-insurance", text: "Take care of the people who count on you." },
  { title: "Annuities", to: "/360/annuities", text: "Steady income for retirement." },
];

export default function HomePage() {
  usePageTitle(undefined);
  return (
    <>
      <section className="hero">
        <img className="banner-img" src="/images/banner-fields.jpg" alt="" width={1600} height={600} fetchPriority="high" />
        <div className="banner-body">
          <h1>Insurance for life on the High Plains</h1>
          <p className="banner-sub">Local agents who know your roads, your weather and your neighbors.</p>
          <div className="banner-actions">
            <Link to="/360/start-a-quote" className="btn btn-accent">
              Start a Quote
            </Link>
            <Link to="/360/find-an-agent" className="btn btn-light">
              Find an Agent
            </Link>
          </div>
        </div>
      </section>
      <section className="container page-section" aria-labelledby="products-heading">
        <h2 id="products-heading">What we protect</h2>
        <ul className="card-grid">
          {PRODUCTS.map((p) => (
            <li key={p.to} className="card">
              <h3>
                <Link to={p.to} className="card-link">
                  {p.title}
                </Link>
              </h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container page-section split" aria-labelledby="agent-heading">
        <div>
          <h2 id="agent-heading">Talk to someone local</h2>
          <p>
            Our agents live in the communities they serve. Find one near you, or tell us what you need and we will be in touch.
          </p>
        </div>
        <div className="banner-actions">
          <Link to="/360/find-an-agent" className="btn">
            Find an Agent
          </Link>
          <Link to="/360/start-a-quote" className="btn btn-accent">
            Start a Quote
          </Link>
        </div>
      </section>
    </>
  );
}
