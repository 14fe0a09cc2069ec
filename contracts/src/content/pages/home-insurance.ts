import { bannerSection } from "../banner";
import type { SectionDef } from "../model";
import { DESCRIPTION_MESSAGE, image, infoSection, list, multiline, TITLE_MESSAGE, tabItem, text } from "./product-fields";

export const HOME_INSURANCE_PAGE = "HomeInsurance";

export const homeInsuranceSections: SectionDef[] = [
  bannerSection({
    title: "Home Insurance",
    subTitle: "For the house in town and the homestead down the gravel road.",
    imageUrl: "/images/banner-home.jpg",
  }),
  infoSection("Section_1", "Edit Home Insurance Info", {
    title: "Home coverage for the way you live",
    description:
      "Your home is more than a roof and four walls. Our homeowners policies protect the house, the things in it and you, from a hailstorm in June to a frozen pipe in January.",
  }),
  {
    section: "Section_2",
    title: "Edit Home Coverage Types",
    fields: [
      list("list", "Home coverage types", tabItem(), [
        {
          title: "Dwelling",
          description:
            "Pays to repair or rebuild your house and attached structures such as a garage or deck after fire, wind, hail, lightning and other covered losses.",
          example: "Straight-line winds peel shingles off your roof. Dwelling coverage pays the roofer, less your deductible.",
        },
        {
          title: "Personal Property",
          description: "Covers your furniture, clothing, electronics and other belongings, at home or while you travel.",
          example:
            "A burst pipe floods the basement and ruins the sofa and the television. Personal property coverage replaces them.",
        },
        {
          title: "Personal Liability",
          description:
            "Protects you if someone is hurt on your property or you accidentally damage someone else's property, including your legal defense.",
          example: "A guest slips on your icy front steps. Liability pays the medical bills and defends you if you are sued.",
        },
        {
          title: "Additional Living Expenses",
          description:
            "Pays for a place to stay, meals and other extra costs while your home is being repaired after a covered loss.",
          example: "A kitchen fire makes your house unlivable for a month. We pay for the motel and the restaurant bills.",
        },
      ]),
    ],
  },
  infoSection("Section_3", "Edit Country Insurance Info", {
    title: "Country home coverage",
    description:
      "Live on a few acres outside of town? Our country home policy is built for rural homeowners who do not run a full farming operation, with room for outbuildings, a hobby herd and the tools that go with them.",
  }),
  {
    section: "Section_4",
    title: "Edit Country Home Insurance Types",
    fields: [
      list("list", "Country home coverage types", tabItem(), [
        {
          title: "Outbuildings",
          description: "Covers detached garages, shops, barns and sheds on your property, on the same policy as your home.",
          example: "A snow load collapses the roof of your pole barn. Outbuilding coverage pays to rebuild it.",
        },
        {
          title: "Hobby Livestock",
          description: "Protects a few horses, cattle or chickens kept for pleasure rather than as a business.",
          example: "Lightning kills two of your horses in the pasture. The policy pays their value.",
        },
        {
          title: "Acreage Liability",
          description: "Extends your liability protection across your land, fences and ponds, not just the house and yard.",
          example: "A neighbor's child is hurt riding a four-wheeler on your property. Your liability coverage responds.",
        },
        {
          title: "Equipment",
          description: "Covers the mowers, UTVs and small tractors you use to keep up your place.",
          example: "Your compact tractor is stolen from the shop. Equipment coverage replaces it.",
        },
      ]),
    ],
  },
  {
    section: "Section_5",
    title: "Edit Renters Insurance Info",
    fields: [
      text("title", "Title", "Renters insurance", TITLE_MESSAGE),
      multiline(
        "description",
        "Description",
        "Your landlord's policy covers the building, not your belongings. Renters insurance protects what you own and your liability for less than the cost of a tank of gas each month.",
        DESCRIPTION_MESSAGE,
      ),
      text("subMenuTitle", "Sub menu title", "Personal property we cover", "Please enter sub menu title!"),
    ],
  },
  infoSection("Section_6", "Edit Discounts Info", {
    title: "Home insurance discounts",
    description: "A well-kept, well-protected home costs less to insure. See which discounts you qualify for.",
  }),
  {
    section: "Section_7",
    title: "Edit Personal Property",
    fields: [
      list(
        "list",
        "Personal property",
        [text("title", "Title", "", TITLE_MESSAGE)],
        [
          "Furniture and appliances",
          "Clothing and shoes",
          "Televisions and computers",
          "Phones and tablets",
          "Bicycles and sporting goods",
          "Jewelry and watches",
          "Kitchenware and dishes",
          "Tools and yard equipment",
          "Books and collectibles",
          "Belongings in storage units",
        ].map((title) => ({ title })),
      ),
    ],
  },
  {
    section: "Section_8",
    title: "Edit Discount Types",
    fields: [
      list(
        "list",
        "Discount types",
        [
          text("title", "Title", "", TITLE_MESSAGE),
          multiline("description", "Description", "", DESCRIPTION_MESSAGE, {
            kind: "minLength",
            min: 30,
            message: "description must be if of length above 30 characters",
          }),
          image("src", "Image", "", "Please upload image!"),
        ],
        [
          {
            title: "Multi-Policy",
            description: "Insure your home and your vehicles with us and save on both policies.",
            src: "/images/products/bundle.svg",
          },
          {
            title: "New Home",
            description: "Homes built in the last 12 years qualify for a lower rate.",
            src: "/images/products/house.svg",
          },
          {
            title: "Protective Devices",
            description: "Monitored smoke and burglar alarms, deadbolts and fire extinguishers lower your premium.",
            src: "/images/products/lock.svg",
          },
          {
            title: "Claims-Free",
            description: "Go five years without a claim and we take a percentage off your renewal.",
            src: "/images/products/shield.svg",
          },
          {
            title: "Impact-Resistant Roof",
            description: "Class 4 impact-resistant shingles stand up to hail and earn a discount.",
            src: "/images/products/roof.svg",
          },
          {
            title: "Senior Homeowner",
            description: "Homeowners over 55 who are retired can save on their home policy.",
            src: "/images/products/people.svg",
          },
        ],
      ),
    ],
  },
];
