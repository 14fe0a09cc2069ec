import { TopBanner } from "../../content/TopBanner";
import { ExternalLink, InfoHead, ProductSection, RadioTabs } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "Annuities";

export default function AnnuitiesPage() {
  useHashScroll();
  const types = useContent(PAGE, "Section_2");
  return (
    <>
      <TopBanner pageName={PAGE} />
      <ProductSection live id="annuities" pageName={PAGE} sections={["Section_1", "Section_2"]}>
        <InfoHead pageName={PAGE} section="Section_1" />
        <RadioTabs
          label="Annuity types"
          items={types.list("detailsList")}
          more={(item) =>
            item.url && (
              <ExternalLink href={item.url} about={item.title}>
                LEARN MORE
              </ExternalLink>
            )
          }
        />
      </ProductSection>
    </>
  );
}
