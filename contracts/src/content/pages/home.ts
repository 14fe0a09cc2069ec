import type { SectionDef } from "../model";
import { siteNoticeSection } from "../notice";
import { image, list, multiline, TITLE_MESSAGE, text, url } from "./product-fields";

const requiredWhenLabel = (label: string) => ({ kind: "requiredWhen" as const, when: label, message: "Please enter link!" });

export const homeSections: SectionDef[] = [
  {
    section: "Section_1",
    title: "Edit Home Banner",
    fields: [
      text("title", "Title", "Insurance for life on the High Plains", TITLE_MESSAGE),
      image("image", "Background image", "/images/banner-fields.jpg"),
      text("subTitle", "Subtitle", "Local agents who know your roads, your weather and your neighbors."),
      text("subTitle2", "Second subtitle", "Auto, home, farm and ranch, business and life insurance."),
      text("tagLine", "Tagline", "Protecting the Mountain West for over 70 years."),
      text("button1", "Button 1 label", "START A QUOTE"),
      url("button1Link", "Button 1 link", "/360/start-a-quote", requiredWhenLabel("button1")),
      text("button2", "Button 2 label", "FIND AN AGENT"),
      url("button2Link", "Button 2 link", "/360/find-an-agent", requiredWhenLabel("button2")),
    ],
  },
  {
    section: "Section_2_Update",
    title: "Edit Products",
    fields: [
      text("title", "Title", "What we protect", TITLE_MESSAGE),
      text("subTitle", "Subtitle", "One local agent for everything you own and everyone you love."),
      list(
        "productList",
        "Products",
        [
          text("title", "Product Title", "", "Please enter a product title"),
          image("iconName", "Image Name", "", "Please enter a icon name"),
          url("action", "Redirect", "", "Please enter a redirection url"),
        ],
        [
          { title: "Farm & Ranch", iconName: "/images/products/tractor.svg", action: "/360/farm-&-ranch-insurance" },
          { title: "Auto", iconName: "/images/products/truck.svg", action: "/360/auto-insurance" },
          { title: "Home", iconName: "/images/products/house.svg", action: "/360/home-insurance" },
          { title: "Business", iconName: "/images/products/store.svg", action: "/360/business-insurance" },
        ],
        { saveWithSection: true },
      ),
    ],
  },
  {
    section: "Section_3",
    title: "Edit About",
    fields: [
      image("image", "Image", "/images/banner-home.jpg"),
      text("title", "Title", "Neighbors protecting neighbors", TITLE_MESSAGE),
      multiline(
        "description",
        "Description",
        "High Plains Mutual was started by farm families who wanted insurance written by people who understood their work. Over 70 years later we still do business the same way: through local agents who live in the towns they serve, answer their own phones and show up after the storm.\nToday we protect farms, ranches, homes, vehicles and businesses across the Mountain West, and we still believe a handshake means something.",
        "Please enter description!",
      ),
      {
        name: "button",
        label: "Button",
        kind: "link",
        default: "LEARN MORE ABOUT US",
        defaultLink: "/360/about-us",
        maxLength: 60,
        rules: [{ kind: "required", message: "Please enter button title!" }],
      },
    ],
  },
  {
    section: "Section_4",
    title: "Edit Services",
    fields: [
      image("serviceImage", "Service image", "/images/truck.jpg"),
      text("serviceTitle", "Service title", "Claims service", "Please enter service title!"),
      text(
        "serviceSubTitle",
        "Service sub title",
        "When the worst happens, your agent and our adjusters are close by. Report a claim any time and we will be in touch quickly.",
        "Please enter sub service title!",
      ),
      text("serviceButton", "Service button title", "HOW TO FILE A CLAIM", "Please enter service button title!"),
      url("serviceButtonLink", "Service button link", "/360/how-to-claim-file", requiredWhenLabel("serviceButton")),
      image("packageImage", "Package image", "/images/banner-home.jpg"),
      text("packageTitle", "Package title", "Bundle and save", "Please enter package title!"),
      text(
        "packageSubTitle",
        "Package sub title",
        "Put your home, auto and farm coverage together with one agent and save with our multi-policy discount.",
        "Please enter sub package title!",
      ),
      text("packageButton", "Package button title", "SEE HOME DISCOUNTS", "Please enter package button title!"),
      url("packageButtonLink", "Package button link", "/360/home-insurance#home_discounts", requiredWhenLabel("packageButton")),
    ],
  },
  {
    section: "Section_5",
    title: "Edit Contact",
    fields: [
      text("title", "Title", "Stuck on the side of the road?"),
      image("image", "Image", "/images/banner-road.jpg"),
      text("subTitle", "Subtitle", "Emergency roadside service is just a phone call away, 24 hours a day."),
      text("tagLine", "Tagline", "Towing, jump-starts, lockouts and fuel delivery, up to $250 per disablement."),
      text("button1", "Button label", "ROADSIDE SERVICE"),
      url("button1Link", "Button link", "/360/auto-insurance#roadside_service", requiredWhenLabel("button1")),
    ],
  },
  siteNoticeSection,
];
