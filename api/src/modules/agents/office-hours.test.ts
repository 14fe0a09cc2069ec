import { describe, expect, it } from "vitest";
import { openingHours, parseDays, parseTimes } from "./office-hours";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

describe("the office hours table read as opening hours", () => {
  it.each([
    ["Monday", ["Monday"]],
    ["Monday - Friday", WEEKDAYS],
    ["Mon-Fri", WEEKDAYS],
    ["Monday through Friday", WEEKDAYS],
    ["mon to fri", WEEKDAYS],
    ["Weekdays", WEEKDAYS],
    ["Tues & Thurs", ["Tuesday", "Thursday"]],
    ["Mon, Wed and Fri", ["Monday", "Wednesday", "Friday"]],
    ["Sat./Sun.", ["Saturday", "Sunday"]],
    ["Saturdays", ["Saturday"]],
    ["Weekends", ["Saturday", "Sunday"]],
    ["Daily", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]],
    ["Fri - Mon", ["Monday", "Friday", "Saturday", "Sunday"]],
  ])("reads the days %j", (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });

  it.each(["", "Holidays", "Mon - Fri (summer)", "By appointment", "M"])("does not read %j as days", (text) => {
    expect(parseDays(text)).toBeUndefined();
  });

  it.each([
    ["8:00 AM - 5:00 PM", [{ opens: "08:00", closes: "17:00" }]],
    ["8am-5pm", [{ opens: "08:00", closes: "17:00" }]],
    ["8:30 a.m. – 4:30 p.m.", [{ opens: "08:30", closes: "16:30" }]],
    ["9 AM to Noon", [{ opens: "09:00", closes: "12:00" }]],
    ["08:00 - 17:30", [{ opens: "08:00", closes: "17:30" }]],
    ["12:00 PM - 12:00 AM", [{ opens: "12:00", closes: "23:59" }]],
    [
      "8:00 AM - 12:00 PM, 1:00 PM - 5:00 PM",
      [
        { opens: "08:00", closes: "12:00" },
        { opens: "13:00", closes: "17:00" },
      ],
    ],
  ])("reads the times %j", (text, times) => {
    expect(parseTimes(text)).toEqual(times);
  });

  it.each(["Closed", "By appointment", "8 - 5 PM", "8 - 5", "5:00 PM - 8:00 AM", "13:00 PM - 2 PM", "8:75 AM - 5 PM", ""])(
    "does not read %j as times",
    (text) => {
      expect(parseTimes(text)).toBeUndefined();
    },
  );

  it("gives days with the same hours together and leaves out the rows it cannot read", () => {
    expect(
      openingHours([
        { column1: "Monday - Thursday", column2: "8:00 AM - 5:00 PM" },
        { column1: "Friday", column2: "8:00 AM - 5:00 PM" },
        { column1: "Saturday", column2: "9:00 AM - 12:00 PM" },
        { column1: "Sunday", column2: "Closed" },
        { column1: "Evenings", column2: "By appointment" },
      ]),
    ).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: WEEKDAYS, opens: "08:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "12:00" },
    ]);
    expect(openingHours([])).toEqual([]);
  });
});
