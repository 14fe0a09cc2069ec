export interface Town {
  city: string;
  state: "Montana" | "Wyoming" | "Colorado";
  abbr: "MT" | "WY" | "CO";
  zip: string;
  lat: number;
  lng: number;
}

const t = (city: string, abbr: Town["abbr"], zip: string, lat: number, lng: number): Town => ({
  city,
  abbr,
  zip,
  lat,
  lng,
  state: abbr === "MT" ? "Montana" : abbr === "WY" ? "Wyoming" : "Colorado",
});

export const DEMO_TOWNS: Town[] = [
  t("Billings", "MT", "59101", 45.7833, -108.5007),
  t("Bozeman", "MT", "59715", 45.677, -111.0429),
  t("Missoula", "MT", "59801", 46.8721, -113.994),
  t("Great Falls", "MT", "59401", 47.5053, -111.3008),
  t("Helena", "MT", "59601", 46.5891, -112.0391),
  t("Butte", "MT", "59701", 46.0038, -112.5348),
  t("Kalispell", "MT", "59901", 48.192, -114.3168),
  t("Miles City", "MT", "59301", 46.4083, -105.8406),
  t("Havre", "MT", "59501", 48.55, -109.6841),
  t("Lewistown", "MT", "59457", 47.0624, -109.4282),
  t("Glendive", "MT", "59330", 47.1053, -104.7125),
  t("Livingston", "MT", "59047", 45.6622, -110.561),
  t("Hardin", "MT", "59034", 45.7319, -107.612),
  t("Roundup", "MT", "59072", 46.4455, -108.5418),
  t("Sidney", "MT", "59270", 47.7167, -104.1563),
  t("Cheyenne", "WY", "82001", 41.14, -104.8202),
  t("Casper", "WY", "82601", 42.8666, -106.3131),
  t("Laramie", "WY", "82070", 41.3114, -105.5911),
  t("Sheridan", "WY", "82801", 44.7972, -106.9562),
  t("Gillette", "WY", "82716", 44.2911, -105.5022),
  t("Cody", "WY", "82414", 44.5263, -109.0565),
  t("Riverton", "WY", "82501", 43.0247, -108.3801),
  t("Rock Springs", "WY", "82901", 41.5875, -109.2029),
  t("Worland", "WY", "82401", 44.0169, -107.9554),
  t("Powell", "WY", "82435", 44.7538, -108.7573),
  t("Denver", "CO", "80202", 39.7392, -104.9903),
  t("Colorado Springs", "CO", "80903", 38.8339, -104.8214),
  t("Fort Collins", "CO", "80521", 40.5853, -105.0844),
  t("Greeley", "CO", "80631", 40.4233, -104.7091),
  t("Grand Junction", "CO", "81501", 39.0639, -108.5506),
  t("Pueblo", "CO", "81003", 38.2544, -104.6091),
  t("Sterling", "CO", "80751", 40.6255, -103.2077),
  t("Durango", "CO", "81301", 37.2753, -107.8801),
  t("Montrose", "CO", "81401", 38.4783, -107.8762),
  t("Alamosa", "CO", "81101", 37.4695, -105.87),
  t("Fort Morgan", "CO", "80701", 40.2503, -103.7999),
  t("Craig", "CO", "81625", 40.5153, -107.5464),
];
