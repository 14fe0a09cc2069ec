import { safeHref } from "@hpm/contracts";
import { BannerActions } from "../../components/BannerActions";
import { SmartLink } from "../../components/SmartLink";
import { wideImage } from "../../lib/images";
import { usePageTitle } from "../../lib/use-page-title";
import { PayStrip } from "../payment/PayStrip";
import { Paragraphs, Pencils, ProductSection } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "360_Home";

function Hero() {
  const c = useContent(PAGE, "Section_1");
  const buttons = ([1, 2] as const)
    .map((n) => ({ n, label: c.text(`button${n}`).trim(), href: c.text(`button${n}Link`) }))
    .filter((b) => b.label !== "");
  return (
    <section className="hero">
      <img
        className="banner-img"
        {...wideImage(safeHref(c.text("image"), "/images/banner-fields.jpg"))}
        alt=""
        width={1600}
        height={600}
        fetchPriority="high"
      />
      <div className="banner-body">
        <h1>{c.text("title")}</h1>
        {c.text("subTitle") && <p className="banner-sub">{c.text("subTitle")}</p>}
        {c.text("subTitle2") && <p className="banner-sub">{c.text("subTitle2")}</p>}
        {c.text("tagLine") && <p className="banner-tag">{c.text("tagLine")}</p>}
        <BannerActions buttons={buttons} />
        <div className="banner-pencil">
          <Pencils pageName={PAGE} sections={["Section_1"]} />
        </div>
      </div>
    </section>
  );
}

function Products() {
  const c = useContent(PAGE, "Section_2_Update");
  return (
    <ProductSection id="home_products" pageName={PAGE} sections={["Section_2_Update"]}>
      <div className="info-head centered">
        <h2>{c.text("title")}</h2>
        {c.text("subTitle") && <p className="lead">{c.text("subTitle")}</p>}
      </div>
      <ul className="home-products">
        {c.list("productList").map((p) => (
          <li key={p.id} className="home-product">
            {p.iconName && <img src={safeHref(p.iconName)} alt="" width={72} height={72} loading="lazy" decoding="async" />}
            <SmartLink href={p.action} className="card-link">
              {p.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}

function About() {
  const c = useContent(PAGE, "Section_3");
  const button = c.text("button");
  return (
    <ProductSection id="home_about" className="tinted" pageName={PAGE} sections={["Section_3"]}>
      <div className="media-split">
        {c.text("image") && (
          <img className="media-image" src={safeHref(c.text("image"))} alt="" width={640} height={420} loading="lazy" />
        )}
        <div>
          <h2>{c.text("title")}</h2>
          <Paragraphs text={c.text("description")} />
          {button && (
            <SmartLink href={c.link("button")} className="btn">
              {button}
            </SmartLink>
          )}
        </div>
      </div>
    </ProductSection>
  );
}

function Services() {
  const c = useContent(PAGE, "Section_4");
  return (
    <ProductSection id="home_services" pageName={PAGE} sections={["Section_4"]}>
      <div className="service-pair">
        {(["service", "package"] as const).map((k) => (
          <article key={k} className="service-card">
            {c.text(`${k}Image`) && <img src={safeHref(c.text(`${k}Image`))} alt="" width={640} height={300} loading="lazy" />}
            <div className="service-body">
              <h2>{c.text(`${k}Title`)}</h2>
              <p>{c.text(`${k}SubTitle`)}</p>
              {c.text(`${k}Button`) && (
                <SmartLink href={c.text(`${k}ButtonLink`)} className="btn">
                  {c.text(`${k}Button`)}
                </SmartLink>
              )}
            </div>
          </article>
        ))}
      </div>
    </ProductSection>
  );
}

function Contact() {
  const c = useContent(PAGE, "Section_5");
  return (
    <section id="home_contact" className="hero contact-band">
      {c.text("image") && (
        <img className="banner-img" {...wideImage(safeHref(c.text("image")))} alt="" width={1600} height={600} loading="lazy" />
      )}
      <div className="banner-body">
        <h2>{c.text("title")}</h2>
        {c.text("subTitle") && <p className="banner-sub">{c.text("subTitle")}</p>}
        {c.text("tagLine") && <p className="banner-tag">{c.text("tagLine")}</p>}
        {c.text("button1") && (
          <div className="banner-actions">
            <SmartLink href={c.text("button1Link")} className="btn btn-accent">
              {c.text("button1")}
            </SmartLink>
          </div>
        )}
        <div className="banner-pencil">
          <Pencils pageName={PAGE} sections={["Section_5"]} />
        </div>
      </div>
    </section>
  );
}

export default function HomePage() {
  const banner = useContent(PAGE, "Section_1");
  // named by its banner, as every page with one is (the site's name alone is the portal's)
  usePageTitle(banner.text("title"), banner.text("subTitle"));
  useHashScroll();
  return (
    <>
      <Hero />
      <PayStrip />
      <Products />
      <About />
      <Services />
      <Contact />
    </>
  );
}
