import { LANGUAGE_COOKIE_ATTRIBUTES, LANGUAGE_KEY } from "@/lib/i18n/locales";

/**
 * The public pages' only JavaScript (they ship no framework runtime): wires the language select, mobile menu and
 * carousel by data attributes and only sets ARIA state, which their looks follow. Inlined, so it must reference
 * nothing outside its body.
 */
export function enhancePublicPage(languageKey: string, languageCookieAttributes: string) {
  for (const select of document.querySelectorAll<HTMLSelectElement>("[data-language-select]")) {
    select.addEventListener("change", () => {
      document.cookie = `${languageKey}=${select.value}; ${languageCookieAttributes}`;
      try {
        localStorage.setItem(languageKey, select.value);
      } catch {
        // Storage can be unavailable (private mode); the cookie alone is enough.
      }
      select.disabled = true;
      location.reload();
    });
  }

  const menuButton = document.querySelector<HTMLButtonElement>("[data-menu-button]");
  const menu = menuButton && document.getElementById(menuButton.getAttribute("aria-controls") ?? "");
  if (menuButton && menu) {
    const setOpen = (open: boolean) => {
      menuButton.setAttribute("aria-expanded", String(open));
      menu.hidden = !open;
    };
    menuButton.addEventListener("click", () => setOpen(menuButton.getAttribute("aria-expanded") !== "true"));
    menu.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a")) setOpen(false);
    });
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || menu.hidden) return;
      setOpen(false);
      menuButton.focus();
    });
    document.addEventListener("pointerdown", (event) => {
      const target = event.target as Node;
      if (!menu.hidden && !menu.contains(target) && !menuButton.contains(target)) setOpen(false);
    });
  }

  // Horizontal distance, in CSS pixels, a swipe must travel to change slides.
  const swipeThreshold = 50;
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const viewport = carousel.querySelector<HTMLElement>("[data-carousel-viewport]");
    const track = carousel.querySelector<HTMLElement>("[data-carousel-track]");
    const slides = Array.from(carousel.querySelectorAll<HTMLElement>("[data-carousel-slide]"));
    const dots = Array.from(carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]"));
    if (!viewport || !track || slides.length === 0) continue;
    let current = 0;
    const show = (index: number) => {
      current = ((index % slides.length) + slides.length) % slides.length;
      track.style.transform = `translateX(-${current * 100}%)`;
      slides.forEach((slide, i) => {
        slide.setAttribute("aria-hidden", String(i !== current));
        slide.inert = i !== current;
      });
      dots.forEach((dot, i) => dot.setAttribute("aria-current", String(i === current)));
    };
    carousel.querySelector("[data-carousel-previous]")?.addEventListener("click", () => show(current - 1));
    carousel.querySelector("[data-carousel-next]")?.addEventListener("click", () => show(current + 1));
    dots.forEach((dot, i) => dot.addEventListener("click", () => show(i)));
    carousel.addEventListener("keydown", (event) => {
      const moves: Record<string, number> = {
        ArrowLeft: current - 1,
        ArrowRight: current + 1,
        Home: 0,
        End: slides.length - 1,
      };
      if (!(event.key in moves)) return;
      event.preventDefault();
      show(moves[event.key]!);
    });

    let swipeStart: { x: number; y: number } | null = null;
    viewport.addEventListener("pointerdown", (event) => {
      // Swipes are for touch; a mouse drag keeps selecting text.
      swipeStart = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    });
    viewport.addEventListener("pointercancel", () => (swipeStart = null));
    viewport.addEventListener("pointerup", (event) => {
      if (!swipeStart) return;
      const dx = event.clientX - swipeStart.x;
      const dy = event.clientY - swipeStart.y;
      swipeStart = null;
      if (Math.abs(dx) >= swipeThreshold && Math.abs(dx) >= Math.abs(dy)) show(current + (dx < 0 ? 1 : -1));
    });
  }
}

export const publicPageScript = `(${enhancePublicPage.toString()})(${JSON.stringify(LANGUAGE_KEY)}, ${JSON.stringify(LANGUAGE_COOKIE_ATTRIBUTES)})`;
