import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';

export interface CardBox {
  name: string;
  href: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  radius: string;
}

/** §2 /erphome as a user sees it: the circular module cards. */
export class ErpHomePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/erphome');
    await this.page.locator('.erp-card').first().waitFor();
    await expectNoAxeViolations(this.page, 'ERP home');
  }

  cards() {
    return this.page.getByRole('list', { name: 'ERP modules' }).getByRole('link');
  }

  /** Name, target and box of every card, in the order of the page. */
  async cardBoxes(): Promise<CardBox[]> {
    return this.page.locator('.erp-card').evaluateAll((links) =>
      links.map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.querySelector('.erp-card-title')?.textContent ?? '',
          href: el.getAttribute('href'),
          x: r.x + r.width / 2,
          y: r.y + r.height / 2,
          width: r.width,
          height: r.height,
          radius: getComputedStyle(el).borderRadius,
        };
      }),
    );
  }
}
