package dev.agtpstudio.app.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.agtpstudio.app.ui.actions.ActionRegistry;
import dev.agtpstudio.app.ui.actions.AppAction;
import dev.agtpstudio.app.ui.palette.CommandPaletteViewModel;
import dev.agtpstudio.app.ui.palette.FuzzyMatcher;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PaletteAndActionsTest {
    @ParameterizedTest
    @CsvSource({
        "sv,   Save,                 true",
        "save, Save All,             true",
        "tgl,  Toggle Theme,         true",
        "xyz,  Save,                 false",
        "vas,  Save,                 false",
    })
    void queryMatchesWhenItsLettersAppearInOrder(String q, String label, boolean matches) {
        assertThat(FuzzyMatcher.score(q, label) >= 0).isEqualTo(matches);
    }

    @Test
    void wordStartsAndRunsRankHigher() {
        assertThat(FuzzyMatcher.score("sa", "Save All")).isGreaterThan(FuzzyMatcher.score("sa", "Show panel All"));
        assertThat(FuzzyMatcher.score("np", "Next Problem")).isGreaterThan(FuzzyMatcher.score("np", "Open Palette"));
    }

    @Test
    void paletteListsEnabledActionsBestFirstAndRunsTheChosenOne() {
        ActionRegistry reg = new ActionRegistry();
        List<String> ran = new ArrayList<>();
        SimpleBooleanProperty disabled = new SimpleBooleanProperty(true);
        reg.add("file.save", "File", "Save", "Shortcut+S", () -> ran.add("save"));
        reg.add("file.saveAll", "File", "Save All", null, () -> ran.add("saveAll"));
        reg.add("go.next", "Go", "Next Problem", "F8", () -> ran.add("next"));
        reg.add("edit.fix", "Edit", "Quick Fix", null, false, disabled, () -> ran.add("fix"));
        CommandPaletteViewModel vm = new CommandPaletteViewModel(reg);
        assertThat(vm.matches()).extracting(AppAction::id).containsExactly("file.save", "file.saveAll", "go.next");
        vm.queryProperty().set("next");
        assertThat(vm.matches()).extracting(AppAction::id).containsExactly("go.next");
        assertThat(vm.run(0)).isTrue();
        disabled.set(false);
        vm.queryProperty().set("fix");
        assertThat(vm.matches()).extracting(AppAction::id).containsExactly("edit.fix");
        vm.queryProperty().set("zzz");
        assertThat(vm.run(0)).isFalse();
        assertThat(ran).containsExactly("next");
    }

    @Test
    void registryRefusesDuplicateIdsAndKeepsMenuOrder() {
        ActionRegistry reg = new ActionRegistry();
        reg.add("a", "File", "A", null, () -> {});
        reg.add("b", "Edit", "B", null, () -> {});
        reg.add("c", "File", "C", null, () -> {});
        assertThat(reg.inMenu("File")).extracting(AppAction::id).containsExactly("a", "c");
        assertThatThrownBy(() -> reg.add("a", "Go", "again", null, () -> {}))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
