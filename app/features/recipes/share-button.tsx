import { Button } from "~/components/ui/button";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/ui/toast";
import { useShare } from "~/components/use-share";
import * as t from "~/i18n/pt-br";

/** Native share where the browser has it; otherwise copy the link and say so for 2 s. */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const toast = useToast();
  const { share, copied } = useShare(() => toast.show(t.detail.copyFailed, "error"));
  return (
    <Button variant="secondary" onClick={() => void share({ title, text, url }, url)}>
      {copied ? <Icon name="check" className="size-5 text-green-700" /> : <Icon name="share-2" className="size-5" />}
      <span aria-live="polite">{copied ? t.detail.linkCopied : t.detail.share}</span>
    </Button>
  );
}
