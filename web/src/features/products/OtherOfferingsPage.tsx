import { TopBanner } from "../../content/TopBanner";
import { CardGrid, InfoHead, MoreLink, ProductSection } from "./ProductBlocks";
import { useContent, useHashScroll } from "./use-content";

const PAGE = "OtherOffering_1";

export default function OtherOfferingsPage() {
  useHashScroll();
  const cards = useContent(PAGE, "Section_2");
  return (
    <>
      <TopBanner pageName={PAGE} />
      <ProductSection id="other_offerings" pageName={PAGE} sections={["Section_1", "Section_2"]}>
        <InfoHead pageName={PAGE} section="Section_1" />
        <CardGrid
          label="Other offerings"
          items={cards.list()}
          image="src"
          link={(item) =>
            item.url && (
              <MoreLink href={item.url} about={item.title}>
                Learn more
              </MoreLink>
            )
          }
        />
      </ProductSection>
    </>
  );
}
