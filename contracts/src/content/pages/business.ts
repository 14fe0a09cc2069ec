import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import {
  DESCRIPTION_MESSAGE,
  group,
  image,
  infoSection,
  list,
  multiline,
  pointItem,
  points,
  TITLE_MESSAGE,
  tabItem,
  text,
} from "./product-fields";

export const BUSINESS_PAGE = "Business";

export const businessSections: SectionDef[] = [
  bannerSection({ title: "Business Insurance", subTitle: "Protection for the businesses that keep our towns running." }),
  infoSection("Section_1", "Edit Coverage Info", {
    title: "Business coverage that works as hard as you do",
    description:
      "Main Street shops, contractors, cafés and the co-op down the road: a small business carries big risks. Our business owners policies combine property and liability protection in one package, written by a local agent who knows your town and your trade.",
  }),
  {
    section: "Section_2_Update",
    title: "Edit Coverage Types",
    fields: [
      list("list", "Coverage types", tabItem(), [
        {
          title: "Property",
          description:
            "Covers your building, equipment, inventory and furniture against fire, wind, hail, theft and vandalism, whether you own the building or lease your space.",
          example:
            "A hailstorm punches holes in the roof of your hardware store and soaks the stock below. Property coverage pays to repair the roof and replace the damaged inventory.",
        },
        {
          title: "General Liability",
          description:
            "Pays for injuries to customers and damage to other people's property caused by your business, plus the cost of defending you in court.",
          example:
            "A customer slips on a wet floor at your café and breaks an ankle. Liability pays the medical bills and your legal defense.",
        },
        {
          title: "Business Income",
          description:
            "Replaces lost income and pays ongoing expenses such as payroll and rent while you are closed to repair covered damage.",
          example:
            "A kitchen fire closes your restaurant for six weeks. Business income coverage keeps paying your staff and your loan.",
        },
        {
          title: "Commercial Auto",
          description:
            "Covers the pickups, vans and trucks your business owns, with liability and physical damage for every driver you employ.",
          example:
            "Your delivery van is rear-ended on the highway. Commercial auto pays for the repairs and the other driver's claim.",
        },
      ]),
    ],
  },
  infoSection("Section_3", "Edit Optional Coverage", {
    title: "Optional coverages",
    description:
      "Every business is different. Round out your policy with the coverages that fit your operation; your agent will help you decide what makes sense.",
  }),
  {
    section: "Section_4",
    title: "Edit Coverage Points",
    fields: [
      list(
        "list",
        "Coverage points",
        pointItem,
        points(
          "Equipment breakdown",
          "Employee dishonesty",
          "Money and securities",
          "Spoilage of refrigerated goods",
          "Outdoor signs",
          "Accounts receivable",
          "Valuable papers and records",
          "Computer and data loss",
          "Hired and non-owned auto",
          "Contractors' tools and equipment",
        ),
      ),
      group("coverageTitle", "Coverage title", [text("title", "Title", "Options to consider", TITLE_MESSAGE)]),
    ],
  },
  infoSection("Section_5", "Edit Discounts Info", {
    title: "Business insurance discounts",
    description: "Running a careful operation should cost you less. Ask your agent about these ways to save.",
  }),
  {
    section: "Section_6",
    title: "Edit Discount Types",
    fields: [
      list(
        "list",
        "Discount types",
        [
          text("title", "Title", "", TITLE_MESSAGE),
          multiline("description", "Description", "", DESCRIPTION_MESSAGE),
          image("src", "Image", ""),
        ],
        [
          {
            title: "Multi-Policy",
            description: "Insure your business together with your home, farm or vehicles and save on each policy.",
            src: "/images/products/bundle.svg",
          },
          {
            title: "Protective Devices",
            description: "Monitored fire and burglar alarms, sprinklers and deadbolts lower your property premium.",
            src: "/images/products/lock.svg",
          },
          {
            title: "Fleet",
            description: "Insure a fleet of five or more autos on one commercial policy for a lower rate per vehicle.",
            src: "/images/products/truck.svg",
          },
          {
            title: "Claims-Free",
            description: "Three years without a claim earns a discount when your policy renews.",
            src: "/images/products/shield.svg",
          },
          {
            title: "Established Business",
            description: "Businesses operating under the same ownership for three years or more pay less.",
            src: "/images/products/calendar.svg",
          },
          {
            title: "Paid in Full",
            description: "Pay your annual premium at once and skip the installment fees.",
            src: "/images/products/coins.svg",
          },
        ],
      ),
    ],
  },
];
