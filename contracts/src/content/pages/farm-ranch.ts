import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import {
  cardItem,
  DESCRIPTION_MESSAGE,
  group,
  infoSection,
  list,
  multiline,
  pointItem,
  points,
  TITLE_MESSAGE,
  text,
} from "./product-fields";

export const FARM_PAGE = "Farm&Ranch";

export const farmSections: SectionDef[] = [
  bannerSection({
    title: "Farm & Ranch Insurance",
    subTitle: "Built by people who know a calving barn from a machine shed.",
    button1Link: "/mwfbi/start-a-quote",
    button2Link: "/mwfbi/find-an-agent",
  }),
  infoSection("Section_1", "Edit Farm and Ranch Insurance Header", {
    title: "Coverage for the whole operation",
    description:
      "From the house and the shop to the cattle, the combine and the hay in the stackyard, our farm and ranch policy is written for the way you work. Your agent will walk your place with you and build coverage that fits it.",
  }),
  {
    section: "Section_2",
    title: "Edit Coverage Types",
    fields: [
      list(
        "list",
        "Coverage types",
        [
          text("title", "Title", "", TITLE_MESSAGE),
          multiline("description", "Description", "", DESCRIPTION_MESSAGE),
          multiline("example", "Example", ""),
        ],
        [
          {
            title: "Dwelling",
            description:
              "Protects your farmhouse and the belongings in it, just like a homeowners policy, on the same policy as the rest of your operation.",
            example: "A grass fire jumps the county road and burns the back porch. Dwelling coverage pays to rebuild it.",
          },
          {
            title: "Farm Property",
            description:
              "Covers your machinery, livestock, grain, hay and supplies against fire, lightning, windstorm, theft and more, whether they are in the barn or out in the field.",
            example: "Lightning strikes the stackyard and burns 300 round bales. Farm property coverage pays for the lost hay.",
          },
          {
            title: "Barns and Outbuildings",
            description: "Covers barns, shops, machine sheds, grain bins, corrals and fences at their real replacement cost.",
            example: "Heavy snow collapses the roof of your machine shed. We pay to rebuild it and repair the tractor inside.",
          },
          {
            title: "Farm Liability",
            description:
              "Protects you when your cattle, your equipment or your work cause injury or damage to someone else, on or off your place.",
            example: "Your cows get through a fence onto the highway and a car hits one. Farm liability pays the driver's claim.",
          },
        ],
      ),
    ],
  },
  infoSection("Section_3", "Edit Optional Coverage", {
    title: "Optional Coverages",
    description: "Add the protection your operation needs. These coverages can be added to any farm and ranch policy.",
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
          "Livestock mortality",
          "Equipment breakdown",
          "Irrigation equipment",
          "Farm machinery on the road",
          "Custom farming liability",
          "Grain in storage",
          "Pollution liability",
          "Farm employee injury",
          "Loss of farm income",
          "Hay and feed in the open",
          "Farm store and roadside stand",
          "Spoilage of milk",
        ),
      ),
      group("coverageTitle", "Coverage title", [text("title", "Title", "Coverages you can add", TITLE_MESSAGE)]),
    ],
  },
  infoSection("Section_5", "Edit Discount Title", {
    title: "Discounts",
    description: "Good management pays off. Ask your agent which of these discounts fit your operation.",
  }),
  {
    section: "Section_6",
    title: "Edit Discount Types",
    fields: [
      list("list", "Discount types", cardItem(false), [
        {
          title: "Multi-Policy",
          description: "Insure your farm together with your vehicles or your life insurance and save on each policy.",
          src: "/images/products/bundle.svg",
        },
        {
          title: "Claims-Free",
          description: "Five years without a claim earns you a lower rate on your farm and ranch policy.",
          src: "/images/products/shield.svg",
        },
        {
          title: "Protective Devices",
          description: "Fire extinguishers, lightning rods and monitored alarms on barns and shops lower your premium.",
          src: "/images/products/lock.svg",
        },
        {
          title: "New Farmhouse",
          description: "A farmhouse built in the last 12 years costs less to insure than an older one.",
          src: "/images/products/house.svg",
        },
        {
          title: "Young Farmer",
          description: "Farmers and ranchers under 35 starting out on their own operation receive a discount.",
          src: "/images/products/tractor.svg",
        },
        {
          title: "Loyalty",
          description: "The longer you stay with us, the more you save: the discount grows with every renewal year.",
          src: "/images/products/calendar.svg",
        },
      ]),
    ],
  },
];
