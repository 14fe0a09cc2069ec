import { TopBanner } from "../../content/TopBanner";
import { ExternalLink } from "./ExternalLink";
import "./company.css";

export const JOB_OPENINGS_URL = "https://careers.highplainsmutual.com/openings";
export const APPLICATION_URL = "https://careers.highplainsmutual.com/employment-application.pdf";

const DEPARTMENTS = [
  { title: "Claims", text: "Adjusters and claims specialists who help members recover after a loss." },
  { title: "Underwriting", text: "Risk experts who price farm, home, auto and business coverage fairly." },
  { title: "Information Technology", text: "The people who build and run the systems our agents rely on every day." },
  { title: "Accounting & Finance", text: "Keeping the company financially strong for the generations to come." },
  { title: "Customer Service", text: "Friendly voices who answer billing and policy questions." },
  { title: "Marketing", text: "Telling our story in the communities we serve." },
  { title: "Human Resources", text: "Recruiting, training and caring for our employees." },
  { title: "Agency Services", text: "Supporting the local agents who serve our members." },
];

export default function CareersPage() {
  return (
    <>
      <TopBanner pageName="Careers" />
      <section className="container page-section" aria-labelledby="careers-intro">
        <h2 id="careers-intro">Work close to home</h2>
        <p className="lead">
          High Plains Mutual Insurance has over 170 home office employees and a network of local agents across the region. We
          offer competitive pay, health and retirement benefits, paid time off to volunteer and the chance to make a real
          difference for our neighbors.
        </p>
        <div className="banner-actions">
          <ExternalLink href={JOB_OPENINGS_URL} className="btn btn-accent">
            View job openings
          </ExternalLink>
          <ExternalLink href={APPLICATION_URL} className="btn">
            Download an application
          </ExternalLink>
        </div>
      </section>
      <section className="company-section soft" aria-labelledby="careers-departments">
        <div className="container page-section">
          <h2 id="careers-departments">Our departments</h2>
          <ul className="card-grid">
            {DEPARTMENTS.map((d) => (
              <li key={d.title} className="card">
                <h3>{d.title}</h3>
                <p>{d.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
