import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is in the page's manifest from the start: offline (issue 24) there is no
  // server to ask for the routes a navigation needs (the default "lazy" mode fetches
  // /__manifest on navigation). Decision 037 weighs the bytes.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
