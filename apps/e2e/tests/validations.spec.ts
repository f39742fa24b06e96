import { executerSql, expect, seConnecter, test, verifierAccessibilite } from '../fixtures/base';

// Guichet de validation (issue 9 ; ADR 0190 à 0192) : le teneur A ouvre une demande en attente, le teneur B la
// voit tenue par A et ne peut pas agir, A l'accepte : la copropriété reçoit son numéro.

const TENEUR_A = 'demo.teneur.admin@registre.local';
const TENEUR_B = 'demo.teneur.admin2@registre.local';

test.describe('guichet de validation du teneur', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('un teneur ouvre une demande, un second la voit tenue, le premier l’accepte', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await seConnecter(page, TENEUR_A);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/);
    // La tuile « Validations » de l'accueil mène au guichet.
    await page.goto('/validations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Validations');
    await expect(page.getByRole('status').filter({ hasText: 'en attente' })).toContainText('demande');
    const lignes = page.getByRole('table').locator('tbody tr');
    await expect(lignes.first()).toBeVisible();
    await verifierAccessibilite(page);

    // Filtre par type : les demandes de doublon seulement (aucune dans la démonstration).
    await page.getByLabel('Type de demande').selectOption('DOUBLON');
    await expect(page).toHaveURL(/type=DOUBLON/);
    await page.getByLabel('Type de demande').selectOption('');

    // Ouvrir la première demande : elle est réservée au teneur A.
    await lignes
      .first()
      .getByRole('link', { name: /^Ouvrir la demande/ })
      .click();
    await expect(page).toHaveURL(/\/validations\/demande\/\d+$/);
    const n = Number(page.url().split('/').pop());
    await expect(page.getByText(/^Ouverte par vous depuis le/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accepter la demande' })).toBeVisible();
    await verifierAccessibilite(page);

    // Le teneur B voit qui la tient et n'a aucune action.
    const contexteB = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const pageB = await contexteB.newPage();
    await seConnecter(pageB, TENEUR_B);
    await expect(pageB.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/);
    await pageB.goto(`/validations/demande/${n}`);
    await expect(pageB.getByText('Demande indisponible')).toBeVisible();
    await expect(pageB.getByText(/Cette demande est en cours de traitement par/).first()).toBeVisible();
    await expect(pageB.getByRole('button', { name: 'Accepter la demande' })).toHaveCount(0);
    await verifierAccessibilite(pageB);
    await contexteB.close();

    // A accepte : message de succès, retour à la liste, numéro attribué.
    await page.getByRole('button', { name: 'Accepter la demande' }).click();
    const modale = page.getByRole('dialog', { name: 'Accepter la demande' });
    await expect(modale).toBeVisible();
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page).toHaveURL(/\/validations$/);
    await expect(page.getByText('Demande validée')).toBeVisible();
    const [copro] = await executerSql<{ etat: string; numero_immatriculation: string | null }>(
      'SELECT etat, numero_immatriculation FROM copropriete WHERE id = $1',
      [n],
    );
    expect(copro?.numero_immatriculation).toMatch(/^[A-Z]{2}\d{7}$/);
    expect(copro?.etat).toMatch(/^IMMATRICULEE_/);
    const evenements = await executerSql<{ type_evenement: string }>(
      `SELECT type_evenement FROM evenement_journal WHERE type_cible = 'COPROPRIETE' AND id_cible = $1 ORDER BY id`,
      [n],
    );
    expect(evenements.map((e) => e.type_evenement)).toEqual(
      expect.arrayContaining(['PRISE_EN_CHARGE', 'VALIDATION_DEMANDE']),
    );
  });
});
