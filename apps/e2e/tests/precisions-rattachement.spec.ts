import {
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';
import { jourParis, PDF_MINIMAL } from '../fixtures/donnees-demo';
import { repondre } from '../fixtures/parcours-declaration';

// Issue 11 §2 (ADR 0305) : sur une demande de rattachement ouverte au guichet, le teneur demande des précisions
// (même modale que pour une immatriculation) ; la demande reste au guichet ; le syndic demandeur voit la question
// sur son accueil, y répond avec un PDF dans le fil de sa demande ; le teneur lit la réponse sur l'écran du
// rattachement. Axe à chaque écran.

const SYNDIC = 'demo.pro.admin@registre.local';
const TENEUR = 'demo.teneur.admin@registre.local';

test.describe('précisions sur un rattachement', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(180_000);

  test('le teneur demande des précisions, le syndic répond avec un PDF, le teneur lit la réponse', async ({
    page,
    request,
  }) => {
    // Une copropriété à rattacher créée pour ce test (numéro et nom propres au passage).
    const numero = `ZP${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const nom = `Précisions e2e ${numero}`;
    const [copro] = await executerSql<{ id: number }>(
      `INSERT INTO copropriete (etat, nom, numero_immatriculation, code_postal)
       VALUES ('IMMATRICULEE_A_RATTACHER', $2, $1, '69003') RETURNING id`,
      [numero, nom],
    );
    const idCopropriete = copro!.id;

    // Le syndic dépose sa demande de rattachement (contrat PDF).
    await seConnecter(page, SYNDIC);
    await page.goto('/rattacher-une-copropriete');
    await page.getByLabel("Numéro d'immatriculation de la copropriété").fill(numero);
    await page.getByRole('button', { name: 'Vérifier le numéro' }).click();
    await repondre(page, /administrateur provisoire/, 'Non');
    await page.getByLabel('Date de début du mandat').fill(jourParis(-10));
    await page.getByLabel('Date de fin du mandat').fill(jourParis(355));
    await page.getByText('Contrat de syndic', { exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'contrat.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MINIMAL,
    });
    await page.getByRole('button', { name: /Transmettre/ }).click();
    await expect(page.getByText('Demande transmise')).toBeVisible();
    const [demande] = await executerSql<{ idMandat: number; email: string }>(
      `SELECT m.id AS "idMandat", COALESCE(a.email, a.login) AS email FROM mandat m
       JOIN compte a ON a.login = $2
       WHERE m.id_copropriete = $1 AND m.statut = 'A_VALIDER'`,
      [idCopropriete, SYNDIC],
    );
    const idMandat = demande!.idMandat;

    // Le teneur ouvre la demande et demande des précisions : la demande reste au guichet.
    await page.context().clearCookies();
    await seConnecter(page, TENEUR);
    await page.goto(`/validations/rattachement/${idCopropriete}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demande de rattachement' })).toBeVisible();
    const echanges = page.getByRole('region', { name: 'Échanges avec le demandeur' });
    await expect(echanges).toContainText('Aucun échange sur cette demande.');
    await page.getByRole('button', { name: 'Demander des précisions' }).click();
    const modale = page.getByRole('dialog', { name: 'Demander des précisions' });
    await expect(modale).toBeVisible();
    await modale
      .getByLabel('Message au demandeur')
      .fill('Merci de joindre le procès-verbal de votre désignation.');
    await verifierAccessibilite(page);
    await modale.getByRole('button', { name: 'Envoyer la demande de précisions' }).click();
    await expect(page).toHaveURL(/\/validations$/);
    await expect(page.getByText('Précisions demandées')).toBeVisible();
    const [apres] = await executerSql<{ statut: string; etat: string }>(
      `SELECT m.statut, c.etat FROM mandat m JOIN copropriete c ON c.id = m.id_copropriete WHERE m.id = $1`,
      [idMandat],
    );
    expect(apres).toEqual({ statut: 'A_VALIDER', etat: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' });
    expect(await dernierCourriel(request, demande!.email)).toContain(
      `/rattacher-une-copropriete/echanges/${idMandat}`,
    );

    // Le syndic voit la question sur son accueil et y répond avec un PDF.
    await page.context().clearCookies();
    await seConnecter(page, SYNDIC);
    await page.goto('/');
    await page.getByRole('link', { name: `Répondre au teneur pour ${nom}` }).click();
    await expect(page).toHaveURL(new RegExp(`/rattacher-une-copropriete/echanges/${idMandat}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(nom);
    await expect(page.getByText('Merci de joindre le procès-verbal de votre désignation.')).toBeVisible();
    await expect(page.getByText('Le teneur attend votre réponse à sa demande de précisions.')).toBeVisible();
    await verifierAccessibilite(page);
    await page.getByLabel('Votre réponse').fill('Voici le procès-verbal de l’assemblée du 12 mars.');
    await page.locator('input[type=file]').setInputFiles({
      name: 'proces-verbal.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MINIMAL,
    });
    await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expect(page.getByText('Réponse envoyée')).toBeVisible();
    await expect(page.getByText('Votre réponse', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /proces-verbal\.pdf/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer ma réponse' })).toHaveCount(0);
    await verifierAccessibilite(page);

    // Le teneur rouvre la demande et lit la réponse et sa pièce dans le fil.
    await page.context().clearCookies();
    await seConnecter(page, TENEUR);
    await page.goto(`/validations/rattachement/${idCopropriete}`);
    const fil = page.getByRole('region', { name: 'Échanges avec le demandeur' });
    await expect(fil).toContainText('Réponse du demandeur');
    await expect(fil).toContainText('Voici le procès-verbal de l’assemblée du 12 mars.');
    await expect(fil.getByRole('link', { name: /proces-verbal\.pdf/ })).toHaveAttribute(
      'href',
      new RegExp(`/api/mandats/echanges/${idMandat}/piece/\\d+$`),
    );
    await expect(page.getByRole('button', { name: 'Valider la demande' })).toBeVisible();
    await verifierAccessibilite(page);
  });
});
