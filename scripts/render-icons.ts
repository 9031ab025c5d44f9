/** `npm run icons`: writes app/assets/icons.svg from the list in app/components/icon-names.ts. */
import fs from "node:fs";
import { renderIconSprite } from "./icon-sprite";

fs.writeFileSync("app/assets/icons.svg", await renderIconSprite());
console.log("app/assets/icons.svg escrito.");
