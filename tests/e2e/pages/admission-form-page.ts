import type { Download, Page } from 'playwright-core';

/** /admissionForm (ADMISSION FORM) as a clerk drives it. */
export class AdmissionFormPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('form', { name: 'ADMISSION FORM' });
  }

  field(label: string) {
    return this.form().getByLabel(label, { exact: true });
  }

  toast(text: string) {
    return this.page.locator('ion-toast').filter({ hasText: text });
  }

  async choose(legend: string, option: string) {
    await this.form()
      .getByRole('radiogroup', { name: legend })
      .getByRole('radio', { name: option, exact: true })
      .check();
  }

  /** Selects an option once the lookup behind the select has loaded it. */
  async select(label: string, option: string) {
    const select = this.field(label);
    await select.locator('option', { hasText: option }).first().waitFor({ state: 'attached' });
    await select.selectOption({ label: option });
  }

  async admissionNumberShown(): Promise<string> {
    const shown = this.page.getByTestId('admission-number');
    await shown.filter({ hasText: /ADM/ }).waitFor();
    return (await shown.innerText()).trim();
  }

  /** Saves and returns the downloaded PDF (§9 name) with the toast that followed. */
  async save(button = 'Save'): Promise<Download> {
    const download = this.page.waitForEvent('download', { predicate: isAdmissionFormPdf });
    await this.form().getByRole('button', { name: button, exact: true }).click();
    return await download;
  }
}

/**
 * The save's own download, named as §9 says. Headless Chromium has no PDF viewer, so the preview tab the
 * save opens may turn into a second download named after its blob address, and it can arrive first.
 */
export function isAdmissionFormPdf(download: Download): boolean {
  return download.suggestedFilename().startsWith('Admission_Form_');
}
