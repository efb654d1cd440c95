package dev.agtpstudio.validator.grade;

/**
 * One reason a tool lost points: a stable code ({@code grade/...}, documented in docs/grade.md), the points it cost,
 * what is wrong, how to fix it, and the key path it is about (null when it is about the tool as a whole).
 */
public record GradeFinding(String code, int points, String message, String fix, String keyPath) {}
