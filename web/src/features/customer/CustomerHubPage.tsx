import { TopBanner } from "../../content/TopBanner";
import "../hub/hub.css";

// The customer site and the payment provider are outside this project: placeholders on a fictional domain.
export const CUSTOMER_HUB_URL = "https://customer.highplainsmutual.example/";
export const CUSTOMER_SIGNUP_URL = `${CUSTOMER_HUB_URL}?mode=signup`;
export const PAYMENT_WALLET_URL = "https://pay.highplainsmutual.example/insured/login";

const CARDS = [
  {
    title: "Customer Hub Login",
    text: "See your policies, documents and claims.",
    button: "Customer Hub Login",
    href: CUSTOMER_HUB_URL,
  },
  {
    title: "Customer Hub Registration",
    text: "New to the Customer Hub? Create your account.",
    button: "Customer Hub Registration",
    href: CUSTOMER_SIGNUP_URL,
  },
  {
    title: "Portal Payment",
    text: "Pay your bill or manage saved payment methods.",
    button: "Payment Wallet",
    href: PAYMENT_WALLET_URL,
  },
];

export default function CustomerHubPage() {
  return (
    <>
      <TopBanner pageName="CustomerLogin" />
      <section className="container page-section" aria-label="Customer Hub">
        <ul className="hub-cards">
          {CARDS.map((c) => (
            <li className="hub-card" key={c.title}>
              <div className="hub-card-link">
                <h2 className="hub-card-title">{c.title}</h2>
                <p className="hub-card-sub">{c.text}</p>
                <a className="btn" href={c.href} target="_blank" rel="noopener noreferrer">
                  {c.button}
                  <span className="visually-hidden"> (opens in a new window)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        <p className="lead">For QuickPay - OneInc: Please contact your agent.</p>
      </section>
    </>
  );
}
