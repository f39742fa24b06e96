import {
  dernierCourriel,
  executerSql,
  expect,
  seConnecter,
  test,
  verifierAccessibilite,
} from '../fixtures/base';
import { coproprieteRattachee, dateTexteUtc as dateTexte, PDF_MINIMAL } from '../fixtures/donnees-demo';
import { repondre } from '../fixtures/parcours-declaration';

// Issue 11 §3 (ADR 0310) : le syndic A renouvelle son mandat depuis l'action de ligne de la liste des copropriétés.
// Un début qui chevauche le mandat en place est refusé sur le champ (spec 2 §5.3) ; le renouvellement d'avance est
// enregistré avec son contrat PDF : le nouveau mandat est à venir, l'ancien reste en place jusqu'à sa fin. Axe à
// chaque écran.

const SYNDIC_A = 'demo.benevole.admin@registre.local';
const TENEUR = 'demo.teneur.admin@registre.local';

test.describe('mandats', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(180_000);

  test('A renouvelle son mandat depuis la liste : chevauchement refusé, renouvellement d’avance enregistré', async ({
    page,
    request,
  }) => {
    // Une copropriété de A au mandat courant encore en vigueur, sans demande en attente (ni la plus ancienne ni la
    // plus récente : d'autres tests les prennent).
    const copro = await coproprieteRattachee(SYNDIC_A, {
      ordre: 'DESC',
      rang: 1,
      mandatCourant: true,
      conditionMandat: 'm.date_fin >= current_date + 2',
    });
    const { id, numero, numeroAffiche, fin, idMandat, email } = copro;
    const finActuelle = new Date(`${fin}T00:00:00Z`);
    const debut = new Date(finActuelle);
    debut.setUTCDate(debut.getUTCDate() + 1);
    const nouvelleFin = new Date(debut);
    nouvelleFin.setUTCFullYear(nouvelleFin.getUTCFullYear() + 1);
    nouvelleFin.setUTCDate(nouvelleFin.getUTCDate() - 1);

    await seConnecter(page, SYNDIC_A);
    await page.goto(`/copropriete?q=${encodeURIComponent(numero)}`);
    const ligne = page.getByTestId(`copropriete-${id}`);
    await expect(ligne).toBeVisible({ timeout: 30_000 });
    await ligne.getByRole('link', { name: `Renouveler le mandat — ${numeroAffiche}` }).click();
    await expect(page).toHaveURL(new RegExp(`/copropriete/renouveler-mandat/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Renouveler le mandat' })).toBeVisible();
    await expect(
      page.getByText(`Le nouveau mandat doit commencer après le ${dateTexte(finActuelle)}.`),
    ).toBeVisible();
    await verifierAccessibilite(page);

    // Début le jour de la fin du mandat en place : refusé sur le champ, rien d'enregistré.
    const formulaire = page.getByRole('form', { name: 'Nouveau mandat' });
    await repondre(page, /administrateur provisoire/, 'Non');
    await page.getByLabel('Date de début du mandat').fill(dateTexte(finActuelle));
    await page.getByLabel('Date de fin du mandat').fill(dateTexte(nouvelleFin));
    await formulaire.getByText('Contrat de syndic', { exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'contrat-renouvele.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MINIMAL,
    });
    await page.getByRole('button', { name: 'Enregistrer le renouvellement' }).click();
    await expect(
      page.getByText(/doit être postérieure à la date de fin du mandat précédent/).first(),
    ).toBeVisible();
    await verifierAccessibilite(page);

    // Lendemain de la fin : 12 mois, enregistré ; le nouveau mandat est à venir.
    await page.getByLabel('Date de début du mandat').fill(dateTexte(debut));
    await page.getByRole('button', { name: 'Enregistrer le renouvellement' }).click();
    await expect(page.getByText('Mandat renouvelé')).toBeVisible();
    await expect(page.getByText(`le nouveau mandat prendra effet le ${dateTexte(debut)}`)).toBeVisible();
    await verifierAccessibilite(page);

    const mandats = await executerSql<{
      id: number;
      statut: string;
      precedent: number | null;
      nom: string | null;
    }>(
      `SELECT m.id, m.statut, m.id_mandat_precedent AS precedent, d.nom
       FROM mandat m LEFT JOIN document d ON d.id = m.id_document
       WHERE m.id_copropriete = $1 AND m.id >= $2 ORDER BY m.id`,
      [id, idMandat],
    );
    expect(mandats.map((m) => [m.statut, m.precedent])).toEqual([
      ['RENOUVELLEMENT_DECLARE', null],
      ['COURANT', idMandat],
    ]);
    expect(mandats[1]?.nom).toBe('contrat-renouvele.pdf');
    expect(await dernierCourriel(request, email)).toMatch(/renouvellement de votre mandat/);

    // Le teneur supprime ce renouvellement (un mandat doit être choisi) : le mandat en place redevient courant.
    await page.context().clearCookies();
    await seConnecter(page, TENEUR);
    await page.goto(`/copropriete/mandats-supprimables/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Supprimer un mandat' })).toBeVisible();
    await page.getByRole('button', { name: 'Supprimer le mandat sélectionné' }).click();
    await expect(page.getByText('Veuillez sélectionner le mandat à supprimer.')).toBeVisible();
    await verifierAccessibilite(page);
    await page.getByText(/à venir$/).click();
    await page.getByRole('button', { name: 'Supprimer le mandat sélectionné' }).click();
    await expect(page.getByText('Le mandat a été supprimé.')).toBeVisible();
    const apres = await executerSql<{ statut: string }>(
      'SELECT statut FROM mandat WHERE id_copropriete = $1 AND id >= $2 ORDER BY id',
      [id, idMandat],
    );
    expect(apres.map((m) => m.statut)).toEqual(['COURANT', 'SUPPRIME']);
  });

  test('le teneur retire le rattachement de A avec un motif ; A est prévenu', async ({ page, request }) => {
    const copro = await coproprieteRattachee(SYNDIC_A, { ordre: 'DESC', rang: 3, mandatCourant: true });
    const { id, numero, numeroAffiche, email } = copro;

    await seConnecter(page, TENEUR);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
    await page.goto(`/copropriete?seeAllCopro=true&q=${encodeURIComponent(numero)}`);
    const ligne = page.getByTestId(`copropriete-${id}`);
    await expect(ligne).toBeVisible({ timeout: 30_000 });
    await ligne.getByRole('button', { name: `Retirer le rattachement — ${numeroAffiche}` }).click();
    const modale = page.getByRole('dialog', { name: 'Retirer le rattachement' });
    await expect(modale).toContainText('la copropriété redevient à rattacher');
    await modale.getByRole('button', { name: 'Retirer le rattachement' }).click();
    await expect(modale.getByText(/Indiquez le motif du retrait/)).toBeVisible();
    await verifierAccessibilite(page);
    await modale.getByLabel('Motif du retrait').fill('Le syndic a cessé son activité.');
    await modale.getByRole('button', { name: 'Retirer le rattachement' }).click();
    await expect(page.getByText('Rattachement retiré')).toBeVisible();
    await expect(modale).toBeHidden();
    const [apres] = await executerSql<{ etat: string; courant: number | null }>(
      'SELECT etat, id_teledeclarant_courant AS courant FROM copropriete WHERE id = $1',
      [id],
    );
    expect(apres).toEqual({ etat: 'IMMATRICULEE_A_RATTACHER', courant: null });
    expect(await dernierCourriel(request, email)).toMatch(/Le syndic a cessé son activité/);
    await verifierAccessibilite(page);
  });

  test('le teneur corrige la date de début du mandat de A : refus §5.3 sur le champ, demande en cours à poursuivre', async ({
    page,
  }) => {
    const copro = await coproprieteRattachee(SYNDIC_A, {
      ordre: 'DESC',
      rang: 4,
      mandatCourant: true,
      conditionMandat: 'm.date_fin - m.date_debut > 2',
    });
    const { id, numero, numeroAffiche, debut, fin } = copro;
    const nouveauDebut = new Date(`${debut}T00:00:00Z`);
    nouveauDebut.setUTCDate(nouveauDebut.getUTCDate() + 1);
    // Une demande de rattachement d'un autre établissement attend le teneur.
    const [demande] = await executerSql<{ id: number }>(
      `INSERT INTO mandat (id_copropriete, id_teledeclarant, statut, date_debut, date_fin)
       SELECT $1, t.id, 'A_VALIDER', current_date, current_date + 300 FROM teledeclarant t
       WHERE t.id <> (SELECT id_teledeclarant_courant FROM copropriete WHERE id = $1) ORDER BY t.id LIMIT 1
       RETURNING id`,
      [id],
    );

    try {
      await seConnecter(page, TENEUR);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Bonjour');
      await page.goto(`/copropriete?seeAllCopro=true&q=${encodeURIComponent(numero)}`);
      const ligne = page.getByTestId(`copropriete-${id}`);
      await expect(ligne).toBeVisible({ timeout: 30_000 });
      await ligne
        .getByRole('link', { name: `Modifier la date de début du mandat — ${numeroAffiche}` })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Modifier la date de début du mandat' }),
      ).toBeVisible();
      await verifierAccessibilite(page);

      // Après la fin du mandat : refusé sur le champ (spec 2 §5.3).
      const champ = page.getByLabel('Nouvelle date de début du mandat');
      await champ.fill(dateTexte(new Date(`${fin}T00:00:00Z`)));
      await page.getByRole('button', { name: 'Enregistrer la date' }).click();
      await expect(page.getByRole('button', { name: 'Poursuivre' })).toBeVisible();
      await page.getByRole('button', { name: 'Poursuivre' }).click();
      await expect(
        page.getByText(/ne peut pas être modifiée : elle doit être antérieure à la date de fin/),
      ).toBeVisible();
      await verifierAccessibilite(page);

      // Date valide : la demande en cours est annoncée, le teneur poursuit.
      await champ.fill(dateTexte(nouveauDebut));
      await page.getByRole('button', { name: 'Enregistrer la date' }).click();
      await expect(page.getByText('Une demande de rattachement est en cours')).toBeVisible();
      await verifierAccessibilite(page);
      await page.getByRole('button', { name: 'Poursuivre' }).click();
      await expect(page.getByText('La date du mandat est modifiée.')).toBeVisible();
      const [apres] = await executerSql<{ debut: string }>(
        "SELECT to_char(date_debut_mandat, 'YYYY-MM-DD') AS debut FROM copropriete WHERE id = $1",
        [id],
      );
      expect(apres?.debut).toBe(nouveauDebut.toISOString().slice(0, 10));
    } finally {
      await executerSql('DELETE FROM mandat WHERE id = $1', [demande!.id]);
    }
  });
});
