import { BANNER_SECTION, type FieldValue, safeHref } from "@hpm/contracts";
import { BannerActions } from "../components/BannerActions";
import { wideImage } from "../lib/images";
import { Static } from "../lib/Static";
import { usePageTitle } from "../lib/use-page-title";
import { useSection } from "./hooks";
import { Pencil } from "./Pencil";

export const DEFAULT_BANNER_IMAGE = "/images/banner-fields.jpg";

interface TopBannerProps {
  pageName: string;
  client?: string;
  defaultTagline?: string;
  /** 2 when the page has its own h1 above the banner. */
  headingLevel?: 1 | 2;
  /** The document's title from the banner's (a sibling site's page adds its site's name). */
  documentTitle?: (title: string) => string;
}

export function TopBanner({ pageName, client, defaultTagline, headingLevel = 1, documentTitle }: TopBannerProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const content = useSection(pageName, BANNER_SECTION, client);
  const field = (name: string) => (content[name] as FieldValue | undefined) ?? { value: "" };
  const title = field("title").value;
  usePageTitle(headingLevel === 1 ? (documentTitle?.(title) ?? title) : undefined, field("subTitle").value);
  const buttons = ([1, 2] as const)
    .map((n) => {
      const link = field(`button${n}Link`);
      return {
        n,
        label: field(`button${n}`).value.trim(),
        href: link.link || link.value,
        on: field(`button${n}Status`).value === "true",
      };
    })
    .filter((b) => b.on && b.label !== "");
  const tagline = field("tagline").value || defaultTagline;
  const button3 = content.button3Status && field("button3Status").value === "true" && field("button3").value.trim() !== "";
  return (
    <section className="banner">
      <img
        className="banner-img"
        {...wideImage(safeHref(field("imageUrl").value, DEFAULT_BANNER_IMAGE))}
        alt=""
        width={1600}
        height={600}
        fetchPriority="high"
      />
      <div className="banner-body">
        <Static>
          <Heading>{title}</Heading>
          {field("subTitle").value && <p className="banner-sub">{field("subTitle").value}</p>}
          {tagline && <p className="banner-tag">{tagline}</p>}
          <BannerActions buttons={buttons} />
          {button3 && (
            <p className="banner-button3">
              {field("button3Title").value}{" "}
              <a
                href={safeHref(field("button3Link").link || field("button3Link").value)}
                className="btn btn-light btn-small"
                target="_blank"
                rel="noopener noreferrer"
              >
                {field("button3").value}
              </a>
            </p>
          )}
        </Static>
        <div className="banner-pencil">
          <Pencil pageName={pageName} section={BANNER_SECTION} client={client} />
        </div>
      </div>
    </section>
  );
}
