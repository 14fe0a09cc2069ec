import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import {
  DESCRIPTION_MESSAGE,
  group,
  image,
  infoSection,
  list,
  multiline,
  TITLE_MESSAGE,
  tabItem,
  text,
  url,
} from "./product-fields";

export const AUTO_PAGE = "Auto_Insurance";
/** The 24-hour roadside dispatch line: the one default number that is not customer service, labelled as roadside. */
export const ROADSIDE_PHONE = "1-800-555-0199";

const SUB_TITLE_MESSAGE = "Please enter sub title!";

export const autoSections: SectionDef[] = [
  bannerSection({
    title: "Auto Insurance",
    subTitle: "Coverage that goes the distance, from the county road to the interstate.",
    imageUrl: "/images/banner-road.jpg",
  }),
  {
    section: "Section_1",
    title: "Edit Quote Strip",
    fields: [
      text("title", "Tagline", "Ready to see what you could save? A local agent can quote you in minutes.", TITLE_MESSAGE),
      text("button", "Button label", "START A QUOTE"),
      url("buttonLink", "Button link", "/360/start-a-quote", {
        kind: "requiredWhen",
        when: "button",
        message: "Please enter link!",
      }),
    ],
  },
  {
    section: "Section_2",
    title: "Edit Auto Coverage Header",
    fields: [
      text("title", "Title", "Auto coverage built for Mountain West roads", TITLE_MESSAGE),
      text("subTitle", "Subtitle", "Pick the protection that fits how and where you drive.", "Please enter subtitle!"),
      multiline(
        "description",
        "Description",
        "Gravel washboard, black ice on the pass, a deer at dusk: driving out here has its own risks. Your local agent will help you put together liability, physical damage and medical coverage that fits your vehicles, your family and your budget.",
        DESCRIPTION_MESSAGE,
      ),
    ],
  },
  {
    section: "Section_3",
    title: "Edit Coverage Types",
    fields: [
      list("list", "Coverage types", tabItem("Please enter example!"), [
        {
          title: "Liability",
          description:
            "Pays for injuries to other people and damage to their property when you are at fault in an accident, including legal defense if you are sued. Every state we serve requires it.",
          example:
            "You slide through a stop sign on an icy morning and hit a pickup. Liability pays for the other driver's repairs and medical bills, up to your limits.",
        },
        {
          title: "Comprehensive and Collision",
          description:
            "Collision pays to repair or replace your vehicle after a crash with another vehicle or object. Comprehensive covers nearly everything else: hail, fire, theft, vandalism, broken glass and hitting an animal.",
          example:
            "A spring hailstorm dents your hood and cracks the windshield. Comprehensive pays for the repairs, less your deductible; glass can carry a deductible of just $100.",
        },
        {
          title: "Medical Payments",
          description:
            "Pays reasonable medical and funeral expenses for you and your passengers after an accident, no matter who was at fault.",
          example:
            "Your passenger breaks a wrist when you swerve to miss a cow on the county road. Medical payments covers the ER visit.",
        },
        {
          title: "Uninsured and Underinsured Driver",
          description:
            "Protects you and your passengers when the at-fault driver has no insurance, too little insurance, or drives off after a hit-and-run.",
          example:
            "A driver without insurance runs a red light and injures you. Uninsured motorist coverage pays for your injuries the other driver cannot.",
        },
      ]),
    ],
  },
  {
    section: "Section_4",
    title: "Edit Emergency Roadside Service",
    fields: [
      text("title", "Title", "Emergency Roadside Service", TITLE_MESSAGE),
      multiline(
        "description",
        "Description",
        "Flat tire outside of town, a dead battery at the trailhead or a slide into the ditch: add roadside service to your policy and we will send help. Towing, jump-starts, lockouts, fuel delivery and winching are covered up to $250 per disablement.",
        DESCRIPTION_MESSAGE,
      ),
      text("subTitle1", "Sub title 1", "Help is a phone call away, 24 hours a day.", "Please enter sub title 1!"),
      text(
        "subTitle2",
        "Sub title 2",
        "Rental reimbursement up to $1,000 keeps you moving while your car is in the shop.",
        "Please enter sub title 2!",
      ),
      text("contact", "Roadside phone", ROADSIDE_PHONE, "Please enter contact!"),
      image("imageUrl", "Image", "/images/truck.jpg"),
    ],
  },
  infoSection("Section_5", "Edit Discount", {
    title: "Auto insurance discounts",
    description:
      "Good drivers, good students and good planning all pay off. Ask your agent which of these discounts you qualify for; most can be combined.",
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
            description: "Insure your home, farm or ranch with us as well as your vehicles and save on both.",
            src: "/images/products/bundle.svg",
          },
          {
            title: "Low Mileage",
            description: "Drive fewer than 7,500 miles a year and pay less for the time you spend on the road.",
            src: "/images/products/road.svg",
          },
          {
            title: "Good Student",
            description: "Full-time students under 25 with a 3.0 GPA or better earn a lower rate.",
            src: "/images/products/student.svg",
          },
          {
            title: "Senior Driver",
            description: "Drivers over 55 who complete an approved defensive driving course can save.",
            src: "/images/products/people.svg",
          },
          {
            title: "Multi-Vehicle",
            description: "Insure two or more vehicles on one policy, and a fleet of five or more autos earns more.",
            src: "/images/products/truck.svg",
          },
          {
            title: "Safe Driver",
            description: "Three years without an at-fault accident or moving violation is worth rewarding.",
            src: "/images/products/shield.svg",
          },
        ],
      ),
    ],
  },
  {
    section: "Section_7",
    title: "Edit Premiere",
    fields: [
      text("title", "Title", "Premier Auto Coverage", TITLE_MESSAGE),
      multiline(
        "description",
        "Description",
        "Premier Auto bundles extra protection into one endorsement for drivers who want more than the basics, at a price lower than buying each coverage on its own.",
        DESCRIPTION_MESSAGE,
      ),
      text("subTitle1", "Sub title", "More protection, one simple add-on.", SUB_TITLE_MESSAGE),
    ],
  },
  {
    section: "Section_8",
    title: "Edit Premier Type",
    fields: [
      list(
        "list",
        "Premier coverages",
        [
          text("title", "Title", "", "Please enter title"),
          multiline("description", "Description", "", "Please enter description"),
        ],
        [
          {
            title: "Personal Property",
            description: "Personal belongings stolen from or damaged in your vehicle are covered up to $500.",
          },
          {
            title: "Pet Protection",
            description: "Vet bills for a dog or cat injured in a covered accident, up to $1,000 per occurrence.",
          },
          {
            title: "Meals and Lodging",
            description: "Up to $500 for meals and a motel when an accident strands you more than 100 miles from home.",
          },
          {
            title: "Rental Reimbursement",
            description: "A rental car while yours is repaired after a covered loss, up to $1,000.",
          },
          { title: "Glass Deductible", description: "Repair or replace a cracked windshield with a deductible of only $100." },
        ],
      ),
    ],
  },
  {
    section: "Section_9",
    title: "Edit Special",
    fields: [
      text("title", "Title", "Special Equipment Coverage", TITLE_MESSAGE),
      multiline(
        "description",
        "Description",
        "Lift kits, custom wheels, a winch or a camper shell: equipment you add after the factory is not always covered by a standard auto policy. Ours includes $3,000 of special equipment coverage at no extra charge, and you can buy more.",
        DESCRIPTION_MESSAGE,
      ),
      text("subTitle1", "Sub title", "Your upgrades, protected.", SUB_TITLE_MESSAGE),
    ],
  },
  infoSection("Section_10", "Edit Special Information", {
    title: "$3,000 of coverage built in",
    description:
      "Every policy with physical damage coverage includes $3,000 for special equipment permanently installed in your vehicle. If your upgrades are worth more, your agent can raise the limit for a small additional premium.",
  }),
  {
    section: "Section_11",
    title: "Edit Special Type",
    fields: [
      list(
        "list",
        "Special equipment items",
        [text("title", "Title", "", TITLE_MESSAGE)],
        [
          { title: "Lift and leveling kits" },
          { title: "Custom wheels and tires" },
          { title: "Winches and brush guards" },
          { title: "Camper shells and toppers" },
          { title: "Custom paint, wraps and graphics" },
          { title: "Upgraded sound and navigation systems" },
        ],
      ),
    ],
  },
  {
    section: "Section_12",
    title: "Edit Special Type Groups",
    fields: [
      group("counts", "What counts", [
        text("title", "Title", "What counts as special equipment", TITLE_MESSAGE),
        text(
          "subTitle1",
          "Sub title 1",
          "Equipment permanently installed after the vehicle left the factory",
          "Please enter sub title 1!",
        ),
        text(
          "subTitle2",
          "Sub title 2",
          "Dealer-installed options not on the original window sticker",
          "Please enter sub title 2!",
        ),
        text("subTitle3", "Sub title 3", "Custom furnishings and body work in vans and pickups", "Please enter sub title 3!"),
      ]),
      group("notCounts", "What does not count", [
        text("title", "Title", "What does not count", TITLE_MESSAGE),
        text("subTitle1", "Sub title 1", "Equipment installed at the factory", "Please enter sub title 1!"),
        text("subTitle2", "Sub title 2", "Tools, cargo and personal items you carry in the vehicle", "Please enter sub title 2!"),
      ]),
    ],
  },
];
